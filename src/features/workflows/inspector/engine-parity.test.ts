import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ClientDirectory, Project, ReactionType } from '@/api/types';
import { REACTION_FIELDS } from '@/domain/workflows/reaction-fields';
import { REACTION_TYPES } from '@/domain/workflows/vocabulary';
import { createTestService, type TestService } from '@/offline/platform/adapters/node';
import { DEMO_CLIENTS, DEMO_COLUMNS, DEMO_USERS } from '@/offline/platform/demo-ids';
import { DEMO_WORKFLOWS } from '@/offline/workflows/seed';
import type { StoredWorkflowAction } from '@/offline/workflows/rows';
import { createOfflineService, type OfflineService } from '@/offline/platform/service';
import { REACTIONS } from '@/offline/workflows/reactions';
import { webhookValues } from '@/offline/workflows/webhook-values';
import { previewValues } from './webhook/preview-values';

/**
 * The inspector's two promises, checked against the offline engine itself: it shows exactly
 * the fields a reaction reads, and its webhook preview uses the values the engine sends.
 */

/** An action with every field set, so each reaction's every branch finds what it reads. */
function probe(reactionType: ReactionType): StoredWorkflowAction {
  return {
    uid: 'probe',
    friendlyName: 'Probe',
    triggerType: 'ManualTrigger',
    reactionType,
    userUIDs: [DEMO_USERS.ravi],
    roleUids: ['prepress'],
    triggerExecutorUid: DEMO_USERS.ravi,
    triggerRoleUid: 'projectOwners',
    triggerRoleIds: ['prepress'],
    triggerEmails: 'someone@example.org',
    contacts: 'outside@example.org',
    emailSubject: 'Subject',
    emailLanguage: 'German',
    password: 'secret',
    comment: 'Comment',
    checklistName: 'Checklist',
    checklistItems: ['One'],
    daysToDueDate: 2,
    allowDownload: true,
    isSimpleMode: true,
    isCustomPayload: true,
    webhookUrl: 'http://127.0.0.1:9/probe',
    webhookRequestType: 'POST',
    webhookContentType: 'application/json',
    webhookHeaders: [{ name: 'X-Probe', value: '1' }],
    webhookFields: ['projectUID'],
    webhookCustomPayload: '{"uid":"{{projectUID}}"}',
    targetKanbanColumnUid: DEMO_COLUMNS.acmePrintReady,
    targetWorkflowUid: DEMO_WORKFLOWS.acme,
  };
}

/** The Acme project with the most processed assets: review reactions must not wait. */
function projectWithAssets(ctx: OfflineService['context']) {
  const processed = (uid: string) =>
    ctx.db.rows('assets').filter((row) => row.projectUID === uid && row.status === 'Processed')
      .length;
  const projects = ctx.db.rows('projects').filter((row) => row.clientUID === DEMO_CLIENTS.acme);
  const best = projects.sort((a, b) => processed(b.projectUID) - processed(a.projectUID))[0];
  if (!best || processed(best.projectUID) === 0) throw new Error('No Acme project with assets');
  return best;
}

describe('the fields the inspector shows', () => {
  // A fresh world per reaction (CompleteProject must not stop MoveInKanban), without MSW:
  // the webhook probe's call to a closed loopback port simply fails.
  let service: OfflineService;
  beforeEach(async () => {
    service = await createOfflineService();
  });
  afterEach(() => service.dispose());

  it.each(REACTION_TYPES)('%s: exactly the fields its reaction reads', async (reactionType) => {
    const ctx = service.context;
    const project = projectWithAssets(ctx);
    const workflow = ctx.db.get('workflows', DEMO_WORKFLOWS.acme);
    if (!workflow) throw new Error('No demo workflow');
    const reads = new Set<string>();
    const action = new Proxy(probe(reactionType), {
      get(target, key, receiver) {
        if (typeof key === 'string') reads.add(key);
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const result = await REACTIONS[reactionType]({
      ctx,
      project,
      workflow,
      action,
      occurrence: { type: 'ManualTrigger', projectUID: project.projectUID },
      startWorkflow: () => undefined,
    });
    expect(result.outcome, result.message).not.toBe('Waiting');
    for (const identity of ['uid', 'friendlyName', 'triggerType', 'reactionType'])
      reads.delete(identity);
    expect([...reads].sort()).toEqual([...REACTION_FIELDS[reactionType]].sort());
  });
});

async function getJson<T>(baseUrl: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { result: T };
  return body.result;
}

describe('the webhook preview values', () => {
  let backend: TestService;
  beforeAll(async () => {
    backend = await createTestService();
  });
  afterAll(() => backend.dispose());

  it('equal what the engine sends, for every project of the demo clients', async () => {
    const token = await backend.login('anna@demo.test');
    const directory = await getJson<ClientDirectory[]>(backend.baseUrl, '/api/v1/users', token);
    const ctx = backend.service.context;
    const rows = ctx.db.rows('projects');
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      const client = directory.find((entry) => entry.clientUID === row.clientUID);
      if (!client) continue;
      const query = new URLSearchParams({
        ProjectUID: row.projectUID,
        States: 'Active,OnHold,Completed,Archived,InTransit',
        IsLoadAssets: 'true',
        IsLoadLastVerAssets: 'true',
      });
      const [record] = await getJson<Project[]>(
        backend.baseUrl,
        `/api/v1/project?${query.toString()}`,
        token,
      );
      if (!record) throw new Error(`No record for ${row.projectUID}`);
      const preview = previewValues(record, client);
      expect(preview.values, row.projectUID).toEqual(webhookValues(ctx, row, backend.baseUrl));
      expect(preview.uncertain).toEqual({});
    }
  });
});
