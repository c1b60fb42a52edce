import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DalFolder, Project, Workflow } from '@/api/types';
import { createTestService, type TestService } from '@/offline/platform/adapters/node';
import { DEMO_DAL } from '@/offline/dal';
import { DEMO_CLIENTS, DEMO_COLUMNS, DEMO_USERS } from '@/offline/platform/demo-ids';

let t: TestService;
let token: string;
beforeEach(async () => {
  t = await createTestService({ settings: { timeScale: 1000 } });
  token = await t.login('anna@demo.test');
});
afterEach(() => t.dispose());

interface Answer<T> {
  status: number;
  result: T;
  isError?: boolean;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const response = await fetch(`${t.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { result: T; isError?: boolean };
  return { status: response.status, result: json.result, isError: json.isError };
}

describe('workflows and the library through msw/node', () => {
  it('runs a workflow started by a project created with it', async () => {
    const actions = [
      {
        uid: 'col',
        triggerType: 'ProjectCreated',
        reactionType: 'MoveInKanban',
        targetKanbanColumnUid: DEMO_COLUMNS.acmeArtwork,
      },
    ];
    const workflow = await call<Workflow>('POST', '/workflow', {
      clientUID: DEMO_CLIENTS.acme,
      name: 'Straight to artwork',
      actions,
    });
    expect(workflow.status).toBe(200);
    const body = {
      projectName: 'Node adapter pack',
      projectOwnersUIDS: [DEMO_USERS.anna],
      workflowUID: workflow.result.workflowUID,
    };
    const project = await call<Project>('POST', '/project', body);
    expect(project.result.workflow).toEqual({
      workflowUID: workflow.result.workflowUID,
      name: 'Straight to artwork',
    });
    expect(project.result.kanbanColumnUID).toBe(DEMO_COLUMNS.acmeBriefing);
    await t.service.whenIdle();
    const [after] = (
      await call<Project[]>('GET', `/project?ProjectUID=${project.result.projectUID}`)
    ).result;
    expect(after?.kanbanColumnUID).toBe(DEMO_COLUMNS.acmeArtwork);
  });

  it('answers the library with isError in the envelope', async () => {
    const tree = await call<DalFolder>('GET', '/dal/folders');
    expect(tree).toMatchObject({
      status: 200,
      isError: false,
      result: { folderUID: DEMO_DAL.acmeRoot },
    });
    const refused = await call<undefined>('DELETE', '/dal/folder', {
      folderUID: DEMO_DAL.acmeRoot,
    });
    expect(refused).toMatchObject({ status: 412, isError: true });
  });
});
