import { describe, expect, it } from 'vitest';
import type { ClientDirectory, Workflow, WorkflowRole } from '@/api/types';
import { PROBLEM_CODES, englishMessage, englishTemplate } from '@/domain/workflows/problems';
import type { DraftAction } from '@/features/workflows/model/builder-types';
import { draftProblems, referenceScope } from '@/features/workflows/model/draft-problems';
import en from '@/locales/en/workflows.json';
import { DEMO_CLIENTS, DEMO_COLUMNS } from '@/offline/platform/demo-ids';
import { problemErrors, resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

const t = harnessEachTest(['anna']);

/** Drafts that break one rule each; the builder and the service must say the same thing. */
const BROKEN: [string, DraftAction[], WorkflowRole[]][] = [
  [
    'review without recipients',
    [{ uid: 'a', triggerType: 'ProjectCreated', reactionType: 'CreateInternalReviewTask' }],
    [],
  ],
  [
    'external review without contacts',
    [{ uid: 'a', triggerType: 'ProjectCreated', reactionType: 'CreateExternalReviewTask' }],
    [],
  ],
  [
    'e-mail without recipients',
    [{ uid: 'a', triggerType: 'ManualTrigger', reactionType: 'SendAssetsByEmail' }],
    [],
  ],
  [
    'custom e-mail without contacts or subject',
    [{ uid: 'a', triggerType: 'ManualTrigger', reactionType: 'SendCustomEmail' }],
    [],
  ],
  [
    'webhook without URL, method or fields',
    [{ uid: 'a', triggerType: 'ManualTrigger', reactionType: 'SendDataWithWebhook' }],
    [],
  ],
  [
    'webhook with a custom payload left empty',
    [
      {
        uid: 'a',
        triggerType: 'ManualTrigger',
        reactionType: 'SendDataWithWebhook',
        webhookUrl: 'ftp://x.org',
        webhookRequestType: 'POST',
        isCustomPayload: true,
        webhookContentType: 'json',
      },
    ],
    [],
  ],
  [
    'Kanban move without column',
    [{ uid: 'a', triggerType: 'ManualTrigger', reactionType: 'MoveInKanban' }],
    [],
  ],
  [
    'Kanban move to a foreign column',
    [
      {
        uid: 'a',
        triggerType: 'ManualTrigger',
        reactionType: 'MoveInKanban',
        targetKanbanColumnUid: 'col-nope',
      },
    ],
    [],
  ],
  [
    'switch without target',
    [{ uid: 'a', triggerType: 'ManualTrigger', reactionType: 'SwitchToWorkflow' }],
    [],
  ],
  [
    'switch to an unknown workflow',
    [
      {
        uid: 'a',
        triggerType: 'ManualTrigger',
        reactionType: 'SwitchToWorkflow',
        targetWorkflowUid: 'wf-nope',
      },
    ],
    [],
  ],
  [
    'strangers and unknown roles',
    [
      {
        uid: 'a',
        triggerType: 'InternalReviewTaskApproved',
        reactionType: 'CreateInternalReviewTask',
        userUIDs: ['usr-nobody'],
        roleUids: ['ghosts'],
        triggerExecutorUid: 'usr-nobody',
        triggerRoleUid: 'ghosts',
        triggerRoleIds: ['ghosts'],
      },
    ],
    [],
  ],
  [
    'AssignUserRoles without roles',
    [{ uid: 'a', triggerType: 'ProjectCreated', reactionType: 'AssignUserRoles' }],
    [],
  ],
  [
    'AssignUserRoles on an undeclared role',
    [
      {
        uid: 'a',
        triggerType: 'ProjectCreated',
        reactionType: 'AssignUserRoles',
        roleUids: ['projectOwners'],
      },
    ],
    [],
  ],
  [
    'a uid used twice',
    [
      { uid: 'a', triggerType: 'ProjectCreated', reactionType: 'CompleteProject' },
      { uid: 'A', triggerType: 'ProjectCreated', reactionType: 'CompleteProject' },
    ],
    [],
  ],
  ['projectOwners declared', [], [{ uid: 'projectOwners', name: 'Owners', isInternal: true }]],
  [
    'a role declared twice',
    [],
    [
      { uid: 'r', name: 'One', isInternal: true },
      { uid: 'R', name: 'Two', isInternal: true },
    ],
  ],
  ['a role without uid and name', [], [{ uid: '', name: '', isInternal: true }]],
];

describe('workflow problems: the builder and the service say the same', () => {
  it('the builder’s English texts are the shared model’s sentences', () => {
    for (const code of PROBLEM_CODES)
      expect((en.problems as Record<string, string>)[code], code).toBe(englishTemplate(code));
  });

  it.each(BROKEN)('%s', async (_name, actions, roles) => {
    const directory = resultOf<ClientDirectory[]>(
      await t.h.call('GET', '/api/v1/users', { token: t.anna }),
    );
    const workflows = resultOf<Workflow[]>(
      await t.h.call('GET', '/api/v1/workflow', { token: t.anna }),
    );
    const client = directory.find((entry) => entry.clientUID === DEMO_CLIENTS.acme);
    if (!client) throw new Error('Acme is missing from the demo directory.');
    expect(client.kanbanColumns.map((c) => c.kanbanColumnUID)).toContain(DEMO_COLUMNS.acmeBriefing);
    const found = draftProblems(
      { name: 'x', actions, roles },
      referenceScope(client, workflows, undefined),
    );
    const builder: Record<string, string[]> = {};
    actions.forEach((action, index) => {
      for (const p of found.actions.get(action.uid) ?? [])
        (builder[`actions[${index}].${p.field}`] ??= []).push(englishMessage(p));
    });
    for (const [index, list] of found.roles)
      for (const p of list) (builder[`roles[${index}].${p.field}`] ??= []).push(englishMessage(p));
    expect(Object.keys(builder).length).toBeGreaterThan(0);

    const answer = await t.h.call('POST', '/api/v1/workflow', {
      token: t.anna,
      body: { clientUID: DEMO_CLIENTS.acme, actions, roles },
    });
    const service = problemErrors(answer);
    for (const [key, messages] of Object.entries(builder))
      for (const message of messages) expect(service[key], key).toContain(message);
  });
});
