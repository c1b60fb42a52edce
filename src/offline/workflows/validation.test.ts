import { describe, expect, it } from 'vitest';
import { DEMO_CLIENTS, DEMO_COLUMNS, DEMO_USERS } from '@/offline/platform/demo-ids';
import { DEMO_WORKFLOWS } from './seed';
import { problemErrors } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';
import { reviewAction, webhookAction } from '@/offline/testing/workflows-kit';

const t = harnessEachTest(['anna']);

const post = (body: unknown, token = t.anna) =>
  t.h.call('POST', '/api/v1/workflow', { token, body });

/** Creates a one-action Acme workflow and returns the 400 error keys (or [] when it was created). */
async function errorKeysOf(
  action: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<string[]> {
  const answer = await post({ clientUID: DEMO_CLIENTS.acme, actions: [action], ...extra });
  if (answer.status === 200) return [];
  return Object.keys(problemErrors(answer)).sort();
}

describe('POST /api/v1/workflow: field rules of actions and roles', () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    [
      'an unknown trigger',
      { ...reviewAction, triggerType: 'Whenever' },
      ['actions[0].triggerType'],
    ],
    [
      'an unknown reaction',
      { ...reviewAction, reactionType: 'Dance' },
      ['actions[0].reactionType'],
    ],
    [
      'a task reaction without users or roles',
      { ...reviewAction, roleUids: [] },
      ['actions[0].userUIDs'],
    ],
    [
      'an external review without contacts',
      { ...reviewAction, reactionType: 'CreateExternalReviewTask' },
      ['actions[0].contacts'],
    ],
    [
      'a malformed contact',
      { ...reviewAction, reactionType: 'CreateExternalReviewTask', contacts: 'a@b.org, nope' },
      ['actions[0].contacts'],
    ],
    [
      'an e-mail reaction without recipients',
      { uid: 'm', triggerType: 'ManualTrigger', reactionType: 'SendAssetsByEmail' },
      ['actions[0].contacts'],
    ],
    [
      'a custom e-mail without subject',
      {
        uid: 'm',
        triggerType: 'ManualTrigger',
        reactionType: 'SendCustomEmail',
        contacts: 'a@b.org',
      },
      ['actions[0].emailSubject'],
    ],
    [
      'a custom e-mail without contacts',
      {
        uid: 'm',
        triggerType: 'ManualTrigger',
        reactionType: 'SendCustomEmail',
        emailSubject: 'Hi',
      },
      ['actions[0].contacts'],
    ],
    [
      'an unknown language',
      { ...reviewAction, emailLanguage: 'Klingon' },
      ['actions[0].emailLanguage'],
    ],
    [
      'a negative daysToDueDate',
      { ...reviewAction, daysToDueDate: -1 },
      ['actions[0].daysToDueDate'],
    ],
    [
      'a fractional daysToDueDate',
      { ...reviewAction, daysToDueDate: 1.5 },
      ['actions[0].daysToDueDate'],
    ],
    ['a text daysToDueDate', { ...reviewAction, daysToDueDate: '3' }, ['actions[0].daysToDueDate']],
    ['a text boolean', { ...reviewAction, allowDownload: 'yes' }, ['actions[0].allowDownload']],
    [
      'a checklist that is not a list',
      { ...reviewAction, checklistItems: 'Barcode' },
      ['actions[0].checklistItems'],
    ],
    [
      'a webhook URL that is not http(s)',
      { ...webhookAction, webhookUrl: 'ftp://x.org/a' },
      ['actions[0].webhookUrl'],
    ],
    [
      'a webhook without URL',
      { ...webhookAction, webhookUrl: undefined },
      ['actions[0].webhookUrl'],
    ],
    [
      'a webhook without method',
      { ...webhookAction, webhookRequestType: undefined },
      ['actions[0].webhookRequestType'],
    ],
    [
      'a webhook method outside POST, GET, PUT',
      { ...webhookAction, webhookRequestType: 'DELETE' },
      ['actions[0].webhookRequestType'],
    ],
    [
      'an unknown webhook field',
      { ...webhookAction, webhookFields: ['projectUID', 'password'] },
      ['actions[0].webhookFields'],
    ],
    [
      'a webhook without fields or custom payload',
      { ...webhookAction, webhookFields: [] },
      ['actions[0].webhookFields'],
    ],
    [
      'a custom payload flag without payload',
      { ...webhookAction, isCustomPayload: true },
      ['actions[0].webhookCustomPayload'],
    ],
    [
      'an unknown placeholder',
      { ...webhookAction, isCustomPayload: true, webhookCustomPayload: '{"a":"{{secret}}"}' },
      ['actions[0].webhookCustomPayload'],
    ],
    [
      'a malformed placeholder',
      { ...webhookAction, isCustomPayload: true, webhookCustomPayload: '{{projectName:xml}}' },
      ['actions[0].webhookCustomPayload'],
    ],
    [
      'a header without name',
      { ...webhookAction, webhookHeaders: [{ value: 'x' }] },
      ['actions[0].webhookHeaders[0].name'],
    ],
    [
      'a header name with a space',
      { ...webhookAction, webhookHeaders: [{ name: 'X Bad', value: 'x' }] },
      ['actions[0].webhookHeaders[0].name'],
    ],
    [
      'headers that are not a list',
      { ...webhookAction, webhookHeaders: { name: 'a' } },
      ['actions[0].webhookHeaders'],
    ],
    [
      'a content type that is no media type',
      { ...webhookAction, webhookContentType: 'json' },
      ['actions[0].webhookContentType'],
    ],
    [
      'MoveInKanban without column',
      { uid: 'k', triggerType: 'ManualTrigger', reactionType: 'MoveInKanban' },
      ['actions[0].targetKanbanColumnUid'],
    ],
    [
      'a column of another client',
      {
        uid: 'k',
        triggerType: 'ManualTrigger',
        reactionType: 'MoveInKanban',
        targetKanbanColumnUid: DEMO_COLUMNS.nordicApproved,
      },
      ['actions[0].targetKanbanColumnUid'],
    ],
    [
      'SwitchToWorkflow without target',
      { uid: 's', triggerType: 'ManualTrigger', reactionType: 'SwitchToWorkflow' },
      ['actions[0].targetWorkflowUid'],
    ],
    [
      'a workflow of another client',
      {
        uid: 's',
        triggerType: 'ManualTrigger',
        reactionType: 'SwitchToWorkflow',
        targetWorkflowUid: DEMO_WORKFLOWS.nordic,
      },
      ['actions[0].targetWorkflowUid'],
    ],
    [
      'a role the workflow lacks',
      { ...reviewAction, roleUids: ['designers'] },
      ['actions[0].roleUids'],
    ],
    [
      'a user of another client',
      { ...reviewAction, userUIDs: [DEMO_USERS.lena] },
      ['actions[0].userUIDs'],
    ],
    [
      'an unknown trigger executor',
      { ...reviewAction, triggerExecutorUid: 'usr-nobody' },
      ['actions[0].triggerExecutorUid'],
    ],
    [
      'an unknown trigger role',
      { ...reviewAction, triggerRoleUid: 'designers' },
      ['actions[0].triggerRoleUid'],
    ],
    [
      'unknown trigger roles',
      { ...reviewAction, triggerRoleIds: ['projectOwners', 'designers'] },
      ['actions[0].triggerRoleIds'],
    ],
    [
      'malformed trigger e-mails',
      { ...reviewAction, triggerEmails: 'x@' },
      ['actions[0].triggerEmails'],
    ],
    [
      'AssignUserRoles on projectOwners',
      {
        uid: 'a',
        triggerType: 'ProjectCreated',
        reactionType: 'AssignUserRoles',
        roleUids: ['projectOwners'],
      },
      ['actions[0].roleUids'],
    ],
    [
      'AssignUserRoles without any role',
      { uid: 'a', triggerType: 'ProjectCreated', reactionType: 'AssignUserRoles' },
      ['actions[0].roleUids'],
    ],
  ];
  it.each(cases)('refuses %s with 400 keyed by the field path', async (_name, action, keys) => {
    expect(await errorKeysOf(action)).toEqual(keys);
  });

  it('assigns a uid to an action sent without one and keeps the ones given', async () => {
    const { uid: _dropped, ...withoutUid } = reviewAction;
    const answer = await post({
      clientUID: DEMO_CLIENTS.acme,
      actions: [withoutUid, { ...reviewAction, uid: 'kept' }, withoutUid],
    });
    expect(answer.status).toBe(200);
    const uids = (answer.body as { result: { actions: { uid: string }[] } }).result.actions.map(
      (action) => action.uid,
    );
    expect(uids[1]).toBe('kept');
    expect(uids[0]).toMatch(/\S/);
    expect(new Set(uids).size).toBe(3);
  });

  it('refuses a uid given twice (any case) on the later action', async () => {
    const answer = await post({
      clientUID: DEMO_CLIENTS.acme,
      actions: [reviewAction, { ...reviewAction, uid: reviewAction.uid.toUpperCase() }],
    });
    expect(Object.keys(problemErrors(answer))).toEqual(['actions[1].uid']);
  });

  it('answers body problems (400) before an unknown client (412)', async () => {
    const answer = await post({
      clientUID: 'cli-nope',
      actions: [{ ...reviewAction, roleUids: [] }],
    });
    expect(Object.keys(problemErrors(answer))).toEqual(['actions[0].userUIDs']);
  });

  it('accepts each reaction with what it needs', async () => {
    const accepted: Record<string, unknown>[] = [
      reviewAction,
      {
        ...reviewAction,
        reactionType: 'CreateExternalReviewTask',
        contacts: 'a@b.org; c@d.org',
        emailLanguage: 'Hebrew',
        password: 'p',
      },
      { ...reviewAction, reactionType: 'CreateExternalUploadAssetsTask', contacts: 'a@b.org' },
      {
        ...reviewAction,
        reactionType: 'CreateInternalUploadRefDocsTask',
        userUIDs: [DEMO_USERS.ravi],
        roleUids: undefined,
      },
      { uid: 'c', triggerType: 'ManualTrigger', reactionType: 'CompleteProject', webhookUrl: '' },
      {
        ...webhookAction,
        isCustomPayload: true,
        webhookCustomPayload: '{"n":"{{ projectName }}","t":{{projectTags:json}}}',
        webhookFields: [],
      },
      {
        uid: 'k',
        triggerType: 'InternalReviewTaskApproved',
        reactionType: 'MoveInKanban',
        targetKanbanColumnUid: DEMO_COLUMNS.acmePrintReady,
        triggerRoleUid: 'projectOwners',
      },
    ];
    for (const action of accepted) expect(await errorKeysOf(action)).toEqual([]);
  });

  it('checks roles: isInternal required, projectOwners reserved, uids unique', async () => {
    const roles = [
      { uid: 'qa', name: 'QA' },
      { uid: 'projectOwners', name: 'Owners', isInternal: true },
      { uid: 'x', name: 'X', isInternal: true },
      { uid: 'x', name: 'Y', isInternal: false },
    ];
    const answer = await post({ clientUID: DEMO_CLIENTS.acme, actions: [], roles });
    expect(Object.keys(problemErrors(answer)).sort()).toEqual([
      'roles[0].isInternal',
      'roles[1].uid',
      'roles[3].uid',
    ]);
    expect(await errorKeysOf({ ...reviewAction, uid: 'r' }, { roles: [{ uid: 'qa' }] })).toEqual([
      'roles[0].isInternal',
      'roles[0].name',
    ]);
  });

  it('refuses duplicate action uids', async () => {
    expect(
      await errorKeysOf(reviewAction, { actions: [reviewAction, { ...reviewAction, uid: 'R' }] }),
    ).toEqual(['actions[1].uid']);
  });
});
