import { describe, expect, it } from 'vitest';
import type { Project, Workflow } from '@/api/types';
import { DEMO_CLIENTS, DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { DEMO_WORKFLOWS } from './seed';
import { problemErrors, resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';
import { reviewAction, webhookAction } from '@/offline/testing/workflows-kit';

const t = harnessEachTest(['anna']);

const post = (body: unknown, token = t.anna) =>
  t.h.call('POST', '/api/v1/workflow', { token, body });
const put = (body: unknown) => t.h.call('PUT', '/api/v1/workflow', { token: t.anna, body });
const list = (query = '', token = t.anna) => t.h.call('GET', `/api/v1/workflow${query}`, { token });

describe('GET /api/v1/workflow', () => {
  it("lists every workflow of the caller's clients, filtered by ClientUID or WorkflowUID", async () => {
    const all = resultOf<Workflow[]>(await list());
    expect(all.map((w) => w.workflowUID).sort()).toEqual(
      [DEMO_WORKFLOWS.acme, DEMO_WORKFLOWS.nordic].sort(),
    );
    const nordic = resultOf<Workflow[]>(await list(`?ClientUID=${DEMO_CLIENTS.nordic}`));
    expect(nordic.map((w) => w.workflowUID)).toEqual([DEMO_WORKFLOWS.nordic]);
    const one = resultOf<Workflow[]>(await list(`?workflowuid=${DEMO_WORKFLOWS.acme}`));
    expect(one).toHaveLength(1);
    expect(Object.keys(one[0] ?? {}).sort()).toEqual([
      'actions',
      'clientUID',
      'created',
      'name',
      'roles',
      'workflowUID',
    ]);
    expect(one[0]?.actions.map((a) => a.uid)).toContain('review-on-create');
  });

  it('answers 404 for an unknown or foreign WorkflowUID or ClientUID, 400 for a malformed one', async () => {
    expect((await list('?WorkflowUID=nope')).status).toBe(404);
    const ravi = await t.h.login('ravi@demo.test');
    expect(resultOf<Workflow[]>(await list('', ravi)).map((w) => w.workflowUID)).toEqual([
      DEMO_WORKFLOWS.acme,
    ]);
    expect((await list(`?WorkflowUID=${DEMO_WORKFLOWS.nordic}`, ravi)).status).toBe(404);
    expect((await list(`?ClientUID=${DEMO_CLIENTS.nordic}`, ravi)).status).toBe(404);
    expect(Object.keys(problemErrors(await list(`?WorkflowUID=${'x'.repeat(101)}`)))).toEqual([
      'WorkflowUID',
    ]);
  });
});

describe('POST /api/v1/workflow', () => {
  it('creates an active workflow and returns it with canonical enum spellings', async () => {
    const answer = await post({
      clientUID: DEMO_CLIENTS.acme,
      name: 'Fast track',
      roles: [{ uid: 'qa', name: 'Quality', isInternal: true }],
      actions: [
        {
          uid: 'a1',
          triggerType: 'projectcreated',
          reactionType: 'createinternalreviewtask',
          roleUids: ['projectOwners', 'qa'],
          emailLanguage: 'de',
        },
        { ...webhookAction, webhookRequestType: 'put', webhookFields: ['PROJECTNAME'] },
      ],
    });
    const created = resultOf<Workflow>(answer);
    expect(created).toMatchObject({
      name: 'Fast track',
      clientUID: DEMO_CLIENTS.acme,
      roles: [{ uid: 'qa', name: 'Quality', isInternal: true }],
    });
    expect(created.actions[0]).toMatchObject({
      triggerType: 'ProjectCreated',
      reactionType: 'CreateInternalReviewTask',
      emailLanguage: 'German',
    });
    expect(created.actions[1]).toMatchObject({
      webhookRequestType: 'PUT',
      webhookFields: ['projectName'],
    });
    expect(Date.parse(created.created)).not.toBeNaN();
    const read = resultOf<Workflow[]>(await list(`?WorkflowUID=${created.workflowUID}`));
    expect(read[0]).toEqual(created);
  });

  it('answers 412 when the client is not an active client of the user', async () => {
    const ravi = await t.h.login('ravi@demo.test');
    for (const clientUID of [DEMO_CLIENTS.nordic, 'cli-nope']) {
      const answer = await post({ clientUID, actions: [] }, ravi);
      expect(answer.status).toBe(412);
      expect(answer.body).toMatchObject({ statusCode: 412 });
    }
  });

  it('answers 400 for missing or malformed top-level fields', async () => {
    expect(Object.keys(problemErrors(await post({}))).sort()).toEqual(['actions', 'clientUID']);
    expect(
      Object.keys(problemErrors(await post({ clientUID: DEMO_CLIENTS.acme, actions: {} }))),
    ).toEqual(['actions']);
    expect(
      Object.keys(problemErrors(await post({ clientUID: DEMO_CLIENTS.acme, actions: [7] }))),
    ).toEqual(['actions[0]']);
    expect(
      Object.keys(
        problemErrors(await post({ clientUID: DEMO_CLIENTS.acme, actions: [], name: 5 })),
      ),
    ).toEqual(['name']);
  });

  it('keys action errors by the field path as sent', async () => {
    const answer = await post({
      ClientUID: DEMO_CLIENTS.acme,
      Actions: [
        webhookAction,
        { ...webhookAction, uid: 'b', webhookUrl: undefined, WebhookUrl: 'ftp://example.org' },
      ],
    });
    expect(Object.keys(problemErrors(answer))).toEqual(['Actions[1].WebhookUrl']);
  });
});

describe('PUT /api/v1/workflow', () => {
  it('changes only the fields sent', async () => {
    const answer = await put({ workflowUID: DEMO_WORKFLOWS.acme, name: 'Renamed' });
    const updated = resultOf<Workflow>(answer);
    expect(updated.name).toBe('Renamed');
    expect(updated.actions.length).toBe(5);
    const replaced = resultOf<Workflow>(
      await put({ workflowUID: DEMO_WORKFLOWS.acme, actions: [reviewAction] }),
    );
    expect(replaced).toMatchObject({ name: 'Renamed', actions: [{ uid: 'r' }] });
    const project = resultOf<Project[]>(
      await t.h.call('GET', `/api/v1/project?ProjectUID=${DEMO_PROJECTS.acmeCrisps}`, {
        token: t.anna,
      }),
    );
    expect(project[0]?.workflow).toEqual({ workflowUID: DEMO_WORKFLOWS.acme, name: 'Renamed' });
  });

  it('refuses roles that stored actions still use, a switch to itself, unknown and foreign workflows', async () => {
    expect(
      Object.keys(problemErrors(await put({ workflowUID: DEMO_WORKFLOWS.nordic, roles: [] }))),
    ).toEqual(['roles']);
    const self = {
      uid: 's',
      triggerType: 'ManualTrigger',
      reactionType: 'SwitchToWorkflow',
      targetWorkflowUid: DEMO_WORKFLOWS.acme,
    };
    expect(
      Object.keys(problemErrors(await put({ workflowUID: DEMO_WORKFLOWS.acme, actions: [self] }))),
    ).toEqual(['actions[0].targetWorkflowUid']);
    expect(Object.keys(problemErrors(await put({})))).toEqual(['workflowUID']);
    expect((await put({ workflowUID: 'nope', name: 'x' })).status).toBe(404);
    const ravi = await t.h.login('ravi@demo.test');
    expect(
      (
        await t.h.call('PUT', '/api/v1/workflow', {
          token: ravi,
          body: { workflowUID: DEMO_WORKFLOWS.nordic, name: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('DELETE /api/v1/workflow', () => {
  const remove = (workflowUID: unknown) =>
    t.h.call('DELETE', '/api/v1/workflow', { token: t.anna, body: { workflowUID } });

  it('deletes a workflow and unbinds its projects', async () => {
    expect((await remove(DEMO_WORKFLOWS.acme)).status).toBe(200);
    expect((await list(`?WorkflowUID=${DEMO_WORKFLOWS.acme}`)).status).toBe(404);
    const project = resultOf<Project[]>(
      await t.h.call('GET', `/api/v1/project?ProjectUID=${DEMO_PROJECTS.acmeCrisps}`, {
        token: t.anna,
      }),
    );
    expect(project[0]?.workflow).toBeNull();
    expect((await remove(DEMO_WORKFLOWS.acme)).status).toBe(404);
  });

  it('answers 412 while another workflow switches to it, 400 without workflowUID', async () => {
    const target = resultOf<Workflow>(await post({ clientUID: DEMO_CLIENTS.acme, actions: [] }));
    const switcher = {
      uid: 's',
      triggerType: 'ManualTrigger',
      reactionType: 'SwitchToWorkflow',
      targetWorkflowUid: target.workflowUID,
    };
    expect((await put({ workflowUID: DEMO_WORKFLOWS.acme, actions: [switcher] })).status).toBe(200);
    const refused = await remove(target.workflowUID);
    expect(refused.status).toBe(412);
    expect(refused.body).toMatchObject({ statusCode: 412 });
    expect(Object.keys(problemErrors(await remove(undefined)))).toEqual(['workflowUID']);
  });
});
