import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Project, Workflow } from '@/api/types';
import { DEMO_CLIENTS, DEMO_COLUMNS, DEMO_PROJECTS, DEMO_USERS } from '../seed/demo-ids';
import { DEMO_WORKFLOWS } from '../seed/demo-workflows';
import { problemErrors, resultOf, startHttpHarness, type HttpHarness } from './support/http-client';

let h: HttpHarness;
let anna: string;
beforeEach(async () => {
  h = await startHttpHarness();
  anna = await h.login('anna@demo.test');
});
afterEach(() => h.close());

const post = (body: unknown, token = anna) => h.call('POST', '/api/v1/workflow', { token, body });
const put = (body: unknown) => h.call('PUT', '/api/v1/workflow', { token: anna, body });
const list = (query = '', token = anna) => h.call('GET', `/api/v1/workflow${query}`, { token });

const webhookAction = {
  uid: 'hook',
  triggerType: 'ManualTrigger',
  reactionType: 'SendDataWithWebhook',
  webhookUrl: 'http://127.0.0.1:9/in',
  webhookRequestType: 'POST',
  webhookFields: ['projectUID'],
};

const review = { uid: 'r', triggerType: 'ProjectCreated', reactionType: 'CreateInternalReviewTask', roleUids: ['projectOwners'] };

/** Creates a one-action Acme workflow and returns the 400 error keys (or [] when it was created). */
async function errorKeysOf(action: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<string[]> {
  const answer = await post({ clientUID: DEMO_CLIENTS.acme, actions: [action], ...extra });
  if (answer.status === 200) return [];
  return Object.keys(problemErrors(answer)).sort();
}

describe('GET /api/v1/workflow', () => {
  it("lists every workflow of the caller's clients, filtered by ClientUID or WorkflowUID", async () => {
    const all = resultOf<Workflow[]>(await list());
    expect(all.map((w) => w.workflowUID).sort()).toEqual([DEMO_WORKFLOWS.acme, DEMO_WORKFLOWS.nordic].sort());
    const nordic = resultOf<Workflow[]>(await list(`?ClientUID=${DEMO_CLIENTS.nordic}`));
    expect(nordic.map((w) => w.workflowUID)).toEqual([DEMO_WORKFLOWS.nordic]);
    const one = resultOf<Workflow[]>(await list(`?workflowuid=${DEMO_WORKFLOWS.acme}`));
    expect(one).toHaveLength(1);
    expect(Object.keys(one[0] ?? {}).sort()).toEqual(['actions', 'clientUID', 'created', 'name', 'roles', 'workflowUID']);
    expect(one[0]?.actions.map((a) => a.uid)).toContain('review-on-create');
  });

  it('answers 404 for an unknown or foreign WorkflowUID or ClientUID, 400 for a malformed one', async () => {
    expect((await list('?WorkflowUID=nope')).status).toBe(404);
    const ravi = await h.login('ravi@demo.test');
    expect(resultOf<Workflow[]>(await list('', ravi)).map((w) => w.workflowUID)).toEqual([DEMO_WORKFLOWS.acme]);
    expect((await list(`?WorkflowUID=${DEMO_WORKFLOWS.nordic}`, ravi)).status).toBe(404);
    expect((await list(`?ClientUID=${DEMO_CLIENTS.nordic}`, ravi)).status).toBe(404);
    expect(Object.keys(problemErrors(await list(`?WorkflowUID=${'x'.repeat(101)}`)))).toEqual(['WorkflowUID']);
  });
});

describe('POST /api/v1/workflow', () => {
  it('creates an active workflow and returns it with canonical enum spellings', async () => {
    const answer = await post({
      clientUID: DEMO_CLIENTS.acme,
      name: 'Fast track',
      roles: [{ uid: 'qa', name: 'Quality', isInternal: true }],
      actions: [
        { uid: 'a1', triggerType: 'projectcreated', reactionType: 'createinternalreviewtask', roleUids: ['projectOwners', 'qa'], emailLanguage: 'de' },
        { ...webhookAction, webhookRequestType: 'put', webhookFields: ['PROJECTNAME'] },
      ],
    });
    const created = resultOf<Workflow>(answer);
    expect(created).toMatchObject({ name: 'Fast track', clientUID: DEMO_CLIENTS.acme, roles: [{ uid: 'qa', name: 'Quality', isInternal: true }] });
    expect(created.actions[0]).toMatchObject({ triggerType: 'ProjectCreated', reactionType: 'CreateInternalReviewTask', emailLanguage: 'German' });
    expect(created.actions[1]).toMatchObject({ webhookRequestType: 'PUT', webhookFields: ['projectName'] });
    expect(Date.parse(created.created)).not.toBeNaN();
    const read = resultOf<Workflow[]>(await list(`?WorkflowUID=${created.workflowUID}`));
    expect(read[0]).toEqual(created);
  });

  it('answers 412 when the client is not an active client of the user', async () => {
    const ravi = await h.login('ravi@demo.test');
    for (const clientUID of [DEMO_CLIENTS.nordic, 'cli-nope']) {
      const answer = await post({ clientUID, actions: [] }, ravi);
      expect(answer.status).toBe(412);
      expect(answer.body).toMatchObject({ statusCode: 412 });
    }
  });

  it('answers 400 for missing or malformed top-level fields', async () => {
    expect(Object.keys(problemErrors(await post({}))).sort()).toEqual(['actions', 'clientUID']);
    expect(Object.keys(problemErrors(await post({ clientUID: DEMO_CLIENTS.acme, actions: {} })))).toEqual(['actions']);
    expect(Object.keys(problemErrors(await post({ clientUID: DEMO_CLIENTS.acme, actions: [7] })))).toEqual(['actions[0]']);
    expect(Object.keys(problemErrors(await post({ clientUID: DEMO_CLIENTS.acme, actions: [], name: 5 })))).toEqual(['name']);
  });

  it('keys action errors by the field path as sent', async () => {
    const answer = await post({
      ClientUID: DEMO_CLIENTS.acme,
      Actions: [webhookAction, { ...webhookAction, uid: 'b', webhookUrl: undefined, WebhookUrl: 'ftp://example.org' }],
    });
    expect(Object.keys(problemErrors(answer))).toEqual(['Actions[1].WebhookUrl']);
  });

  const cases: [string, Record<string, unknown>, string[]][] = [
    ['a missing uid', { ...review, uid: undefined }, ['actions[0].uid']],
    ['an unknown trigger', { ...review, triggerType: 'Whenever' }, ['actions[0].triggerType']],
    ['an unknown reaction', { ...review, reactionType: 'Dance' }, ['actions[0].reactionType']],
    ['a task reaction without users or roles', { ...review, roleUids: [] }, ['actions[0].userUIDs']],
    ['an external review without contacts', { ...review, reactionType: 'CreateExternalReviewTask' }, ['actions[0].contacts']],
    ['a malformed contact', { ...review, reactionType: 'CreateExternalReviewTask', contacts: 'a@b.org, nope' }, ['actions[0].contacts']],
    ['an e-mail reaction without recipients', { uid: 'm', triggerType: 'ManualTrigger', reactionType: 'SendAssetsByEmail' }, ['actions[0].contacts']],
    ['a custom e-mail without subject', { uid: 'm', triggerType: 'ManualTrigger', reactionType: 'SendCustomEmail', contacts: 'a@b.org' }, ['actions[0].emailSubject']],
    ['a custom e-mail without contacts', { uid: 'm', triggerType: 'ManualTrigger', reactionType: 'SendCustomEmail', emailSubject: 'Hi' }, ['actions[0].contacts']],
    ['an unknown language', { ...review, emailLanguage: 'Klingon' }, ['actions[0].emailLanguage']],
    ['a negative daysToDueDate', { ...review, daysToDueDate: -1 }, ['actions[0].daysToDueDate']],
    ['a fractional daysToDueDate', { ...review, daysToDueDate: 1.5 }, ['actions[0].daysToDueDate']],
    ['a text daysToDueDate', { ...review, daysToDueDate: '3' }, ['actions[0].daysToDueDate']],
    ['a text boolean', { ...review, allowDownload: 'yes' }, ['actions[0].allowDownload']],
    ['a checklist that is not a list', { ...review, checklistItems: 'Barcode' }, ['actions[0].checklistItems']],
    ['a webhook URL that is not http(s)', { ...webhookAction, webhookUrl: 'ftp://x.org/a' }, ['actions[0].webhookUrl']],
    ['a webhook without URL', { ...webhookAction, webhookUrl: undefined }, ['actions[0].webhookUrl']],
    ['a webhook without method', { ...webhookAction, webhookRequestType: undefined }, ['actions[0].webhookRequestType']],
    ['a webhook method outside POST, GET, PUT', { ...webhookAction, webhookRequestType: 'DELETE' }, ['actions[0].webhookRequestType']],
    ['an unknown webhook field', { ...webhookAction, webhookFields: ['projectUID', 'password'] }, ['actions[0].webhookFields']],
    ['a webhook without fields or custom payload', { ...webhookAction, webhookFields: [] }, ['actions[0].webhookFields']],
    ['a custom payload flag without payload', { ...webhookAction, isCustomPayload: true }, ['actions[0].webhookCustomPayload']],
    ['an unknown placeholder', { ...webhookAction, isCustomPayload: true, webhookCustomPayload: '{"a":"{{secret}}"}' }, ['actions[0].webhookCustomPayload']],
    ['a malformed placeholder', { ...webhookAction, isCustomPayload: true, webhookCustomPayload: '{{projectName:xml}}' }, ['actions[0].webhookCustomPayload']],
    ['a header without name', { ...webhookAction, webhookHeaders: [{ value: 'x' }] }, ['actions[0].webhookHeaders[0].name']],
    ['a header name with a space', { ...webhookAction, webhookHeaders: [{ name: 'X Bad', value: 'x' }] }, ['actions[0].webhookHeaders[0].name']],
    ['headers that are not a list', { ...webhookAction, webhookHeaders: { name: 'a' } }, ['actions[0].webhookHeaders']],
    ['a content type that is no media type', { ...webhookAction, webhookContentType: 'json' }, ['actions[0].webhookContentType']],
    ['MoveInKanban without column', { uid: 'k', triggerType: 'ManualTrigger', reactionType: 'MoveInKanban' }, ['actions[0].targetKanbanColumnUid']],
    ['a column of another client', { uid: 'k', triggerType: 'ManualTrigger', reactionType: 'MoveInKanban', targetKanbanColumnUid: DEMO_COLUMNS.nordicApproved }, ['actions[0].targetKanbanColumnUid']],
    ['SwitchToWorkflow without target', { uid: 's', triggerType: 'ManualTrigger', reactionType: 'SwitchToWorkflow' }, ['actions[0].targetWorkflowUid']],
    ['a workflow of another client', { uid: 's', triggerType: 'ManualTrigger', reactionType: 'SwitchToWorkflow', targetWorkflowUid: DEMO_WORKFLOWS.nordic }, ['actions[0].targetWorkflowUid']],
    ['a role the workflow lacks', { ...review, roleUids: ['designers'] }, ['actions[0].roleUids']],
    ['a user of another client', { ...review, userUIDs: [DEMO_USERS.lena] }, ['actions[0].userUIDs']],
    ['an unknown trigger executor', { ...review, triggerExecutorUid: 'usr-nobody' }, ['actions[0].triggerExecutorUid']],
    ['an unknown trigger role', { ...review, triggerRoleUid: 'designers' }, ['actions[0].triggerRoleUid']],
    ['unknown trigger roles', { ...review, triggerRoleIds: ['projectOwners', 'designers'] }, ['actions[0].triggerRoleIds']],
    ['malformed trigger e-mails', { ...review, triggerEmails: 'x@' }, ['actions[0].triggerEmails']],
    ['AssignUserRoles on projectOwners', { uid: 'a', triggerType: 'ProjectCreated', reactionType: 'AssignUserRoles', roleUids: ['projectOwners'] }, ['actions[0].roleUids']],
    ['AssignUserRoles without any role', { uid: 'a', triggerType: 'ProjectCreated', reactionType: 'AssignUserRoles' }, ['actions[0].roleUids']],
  ];
  it.each(cases)('refuses %s with 400 keyed by the field path', async (_name, action, keys) => {
    expect(await errorKeysOf(action)).toEqual(keys);
  });

  it('accepts each reaction with what it needs', async () => {
    const accepted: Record<string, unknown>[] = [
      review,
      { ...review, reactionType: 'CreateExternalReviewTask', contacts: 'a@b.org; c@d.org', emailLanguage: 'Hebrew', password: 'p' },
      { ...review, reactionType: 'CreateExternalUploadAssetsTask', contacts: 'a@b.org' },
      { ...review, reactionType: 'CreateInternalUploadRefDocsTask', userUIDs: [DEMO_USERS.ravi], roleUids: undefined },
      { uid: 'c', triggerType: 'ManualTrigger', reactionType: 'CompleteProject', webhookUrl: '' },
      { ...webhookAction, isCustomPayload: true, webhookCustomPayload: '{"n":"{{ projectName }}","t":{{projectTags:json}}}', webhookFields: [] },
      { uid: 'k', triggerType: 'InternalReviewTaskApproved', reactionType: 'MoveInKanban', targetKanbanColumnUid: DEMO_COLUMNS.acmePrintReady, triggerRoleUid: 'projectOwners' },
    ];
    for (const action of accepted) expect(await errorKeysOf(action)).toEqual([]);
  });

  it('checks roles: isInternal required, projectOwners reserved, uids unique', async () => {
    const roles = [{ uid: 'qa', name: 'QA' }, { uid: 'projectOwners', name: 'Owners', isInternal: true }, { uid: 'x', name: 'X', isInternal: true }, { uid: 'x', name: 'Y', isInternal: false }];
    const answer = await post({ clientUID: DEMO_CLIENTS.acme, actions: [], roles });
    expect(Object.keys(problemErrors(answer)).sort()).toEqual(['roles[0].isInternal', 'roles[1].uid', 'roles[3].uid']);
    expect(await errorKeysOf({ ...review, uid: 'r' }, { roles: [{ uid: 'qa' }] })).toEqual(['roles[0].isInternal', 'roles[0].name']);
  });

  it('refuses duplicate action uids', async () => {
    expect(await errorKeysOf(review, { actions: [review, { ...review, uid: 'R' }] })).toEqual(['actions[1].uid']);
  });
});

describe('PUT /api/v1/workflow', () => {
  it('changes only the fields sent', async () => {
    const answer = await put({ workflowUID: DEMO_WORKFLOWS.acme, name: 'Renamed' });
    const updated = resultOf<Workflow>(answer);
    expect(updated.name).toBe('Renamed');
    expect(updated.actions.length).toBe(5);
    const replaced = resultOf<Workflow>(await put({ workflowUID: DEMO_WORKFLOWS.acme, actions: [review] }));
    expect(replaced).toMatchObject({ name: 'Renamed', actions: [{ uid: 'r' }] });
    const project = resultOf<Project[]>(await h.call('GET', `/api/v1/project?ProjectUID=${DEMO_PROJECTS.acmeCrisps}`, { token: anna }));
    expect(project[0]?.workflow).toEqual({ workflowUID: DEMO_WORKFLOWS.acme, name: 'Renamed' });
  });

  it('refuses roles that stored actions still use, a switch to itself, unknown and foreign workflows', async () => {
    expect(Object.keys(problemErrors(await put({ workflowUID: DEMO_WORKFLOWS.nordic, roles: [] })))).toEqual(['roles']);
    const self = { uid: 's', triggerType: 'ManualTrigger', reactionType: 'SwitchToWorkflow', targetWorkflowUid: DEMO_WORKFLOWS.acme };
    expect(Object.keys(problemErrors(await put({ workflowUID: DEMO_WORKFLOWS.acme, actions: [self] })))).toEqual(['actions[0].targetWorkflowUid']);
    expect(Object.keys(problemErrors(await put({})))).toEqual(['workflowUID']);
    expect((await put({ workflowUID: 'nope', name: 'x' })).status).toBe(404);
    const ravi = await h.login('ravi@demo.test');
    expect((await h.call('PUT', '/api/v1/workflow', { token: ravi, body: { workflowUID: DEMO_WORKFLOWS.nordic, name: 'x' } })).status).toBe(404);
  });
});

describe('DELETE /api/v1/workflow', () => {
  const remove = (workflowUID: unknown) => h.call('DELETE', '/api/v1/workflow', { token: anna, body: { workflowUID } });

  it('deletes a workflow and unbinds its projects', async () => {
    expect((await remove(DEMO_WORKFLOWS.acme)).status).toBe(200);
    expect((await list(`?WorkflowUID=${DEMO_WORKFLOWS.acme}`)).status).toBe(404);
    const project = resultOf<Project[]>(await h.call('GET', `/api/v1/project?ProjectUID=${DEMO_PROJECTS.acmeCrisps}`, { token: anna }));
    expect(project[0]?.workflow).toBeNull();
    expect((await remove(DEMO_WORKFLOWS.acme)).status).toBe(404);
  });

  it('answers 412 while another workflow switches to it, 400 without workflowUID', async () => {
    const target = resultOf<Workflow>(await post({ clientUID: DEMO_CLIENTS.acme, actions: [] }));
    const switcher = { uid: 's', triggerType: 'ManualTrigger', reactionType: 'SwitchToWorkflow', targetWorkflowUid: target.workflowUID };
    expect((await put({ workflowUID: DEMO_WORKFLOWS.acme, actions: [switcher] })).status).toBe(200);
    const refused = await remove(target.workflowUID);
    expect(refused.status).toBe(412);
    expect(refused.body).toMatchObject({ statusCode: 412 });
    expect(Object.keys(problemErrors(await remove(undefined)))).toEqual(['workflowUID']);
  });
});
