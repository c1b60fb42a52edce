import { describe, expect, it } from 'vitest';
import type { Workflow, WorkflowActionInput } from '@/api/types';
import { LOOP_GUARD } from './loop-guard';
import { simulateWorkflow, type SimulationEvent, type SimulationInput } from './simulate';

const review: WorkflowActionInput = {
  uid: 'review',
  triggerType: 'ProjectCreated',
  reactionType: 'CreateInternalReviewTask',
  roleUids: ['projectOwners'],
};
const mail = (
  uid: string,
  triggerType: WorkflowActionInput['triggerType'],
): WorkflowActionInput => ({
  uid,
  triggerType,
  reactionType: 'SendCustomEmail',
  contacts: 'ops@example.org',
  emailSubject: uid,
});

function run(
  actions: WorkflowActionInput[],
  events: SimulationEvent[] = [],
  extra: Partial<SimulationInput> = {},
) {
  return simulateWorkflow({
    draft: { workflowUID: 'wf-draft', name: 'Draft', actions, roles: [] },
    otherWorkflows: [],
    start: { kind: 'projectCreated' },
    events,
    ...extra,
  });
}

const brief = (result: ReturnType<typeof run>) =>
  result.steps.map((step) => [step.actionUid, step.triggerType, step.outcome]);

describe('simulateWorkflow', () => {
  it('waits with a review until an asset arrives, then follows the approval', () => {
    const actions = [
      review,
      {
        uid: 'ready',
        triggerType: 'InternalReviewTaskApproved',
        reactionType: 'MoveInKanban',
        targetKanbanColumnUid: 'col-ready',
      },
      mail('fix', 'InternalReviewTaskRejected'),
    ] satisfies WorkflowActionInput[];
    const started = run(actions);
    expect(brief(started)).toEqual([['review', 'ProjectCreated', 'Waiting']]);
    expect(started.end).toEqual({ kind: 'waiting' });
    expect(started.waitingActionUids).toEqual(['review']);

    const reviewed = run(actions, [{ kind: 'assetUploaded' }]);
    expect(reviewed.openTasks).toMatchObject([
      { id: 'task-1', kind: 'review', userUID: 'projectOwner' },
    ]);
    const approved = run(actions, [
      { kind: 'assetUploaded' },
      { kind: 'taskEnds', taskId: 'task-1', outcome: 'approved' },
    ]);
    expect(brief(approved)).toEqual([
      ['review', 'ProjectCreated', 'Waiting'],
      ['review', 'ProjectCreated', 'Done'],
      ['ready', 'InternalReviewTaskApproved', 'Done'],
    ]);
    expect(approved.steps[2]?.effects).toEqual([{ kind: 'kanban', columnUid: 'col-ready' }]);
    expect(approved.end).toEqual({ kind: 'nothingMore' });
  });

  it('skips a task nobody can receive and an e-mail to nobody', () => {
    const result = run([
      {
        uid: 'up',
        triggerType: 'ProjectCreated',
        reactionType: 'CreateInternalUploadAssetsTask',
        roleUids: ['designer'],
      },
      {
        uid: 'tell',
        triggerType: 'ProjectCreated',
        reactionType: 'SendAssetsByEmail',
        roleUids: ['designer'],
      },
    ]);
    expect(result.steps.map((s) => [s.outcome, s.reason])).toEqual([
      ['Skipped', 'nobodyForTask'],
      ['Skipped', 'nobodyToWrite'],
    ]);
  });

  it('fills roles from an AssignUserRoles task and honours executor filters', () => {
    const actions: WorkflowActionInput[] = [
      { uid: 'assign', triggerType: 'ProjectCreated', reactionType: 'AssignUserRoles' },
      {
        uid: 'upload',
        triggerType: 'UserRolesAssigned',
        reactionType: 'CreateInternalUploadAssetsTask',
        roleUids: ['designer'],
      },
      { ...mail('by-bob', 'InternalUploadAssetsTaskCompleted'), triggerExecutorUid: 'bob' },
      { ...mail('by-designer', 'InternalUploadAssetsTaskCompleted'), triggerRoleUid: 'designer' },
      { ...mail('by-mail', 'InternalUploadAssetsTaskCompleted'), triggerEmails: 'ann@example.org' },
    ];
    const result = simulateWorkflow({
      draft: {
        workflowUID: 'wf',
        name: 'Roles',
        actions,
        roles: [{ uid: 'designer', name: 'Designer', isInternal: true }],
      },
      otherWorkflows: [],
      start: { kind: 'projectCreated' },
      project: { ownerUIDs: ['owner'], emails: { ann: 'ann@example.org' } },
      events: [
        {
          kind: 'taskEnds',
          taskId: 'task-1',
          outcome: 'rolesAssigned',
          assignments: { designer: ['ann'] },
        },
        { kind: 'taskEnds', taskId: 'task-2', outcome: 'uploaded' },
      ],
    });
    expect(result.steps[0]?.effects).toMatchObject([
      { kind: 'task', task: { kind: 'assignRoles', userUID: 'owner', roles: ['designer'] } },
    ]);
    expect(result.steps[1]?.effects).toMatchObject([
      { kind: 'task', task: { id: 'task-2', userUID: 'ann' } },
    ]);
    expect(brief(result).slice(2)).toEqual([
      ['by-designer', 'InternalUploadAssetsTaskCompleted', 'Done'],
      ['by-mail', 'InternalUploadAssetsTaskCompleted', 'Done'],
    ]);
  });

  it('ends the trigger at CompleteProject and ignores what comes after', () => {
    const result = run(
      [
        {
          uid: 'ask',
          triggerType: 'ProjectCreated',
          reactionType: 'CreateInternalUploadRefDocsTask',
          userUIDs: ['u1'],
        },
        { uid: 'done', triggerType: 'ManualTrigger', reactionType: 'CompleteProject' },
        mail('after', 'ManualTrigger'),
      ],
      [
        { kind: 'manual', actionUid: 'done' },
        { kind: 'taskEnds', taskId: 'task-1', outcome: 'uploaded' },
      ],
    );
    expect(brief(result)).toEqual([
      ['ask', 'ProjectCreated', 'Done'],
      ['done', 'ManualTrigger', 'Done'],
    ]);
    expect(result.end).toEqual({ kind: 'completed' });
    expect(result.openTasks).toEqual([]);
    expect(result.ignoredEvents).toEqual([1]);
    expect(result.manualActionUids).toEqual([]);
  });

  it('follows a switch into the other workflow and stops a ping-pong at the loop guard', () => {
    const other: Workflow = {
      workflowUID: 'wf-b',
      name: 'B',
      created: '2026-01-01T00:00:00Z',
      clientUID: 'c',
      roles: [],
      actions: [
        {
          uid: 'back',
          triggerType: 'ProjectCreated',
          reactionType: 'SwitchToWorkflow',
          targetWorkflowUid: 'wf-draft',
        },
      ],
    };
    const result = run(
      [
        mail('hello', 'ProjectCreated'),
        {
          uid: 'to-b',
          triggerType: 'ProjectCreated',
          reactionType: 'SwitchToWorkflow',
          targetWorkflowUid: 'wf-b',
        },
      ],
      [],
      { otherWorkflows: [other] },
    );
    const last = result.steps.at(-1);
    expect(last).toMatchObject({
      outcome: 'Stopped',
      reason: 'loopTooDeep',
      depth: LOOP_GUARD.maxDepth + 1,
    });
    expect(result.end).toEqual({ kind: 'loopGuard', stepIndex: result.steps.length - 1 });
    expect(result.steps.filter((s) => s.actionUid === 'hello')).toHaveLength(
      LOOP_GUARD.maxDepth / 2 + 1,
    );
    expect(result.steps[1]?.effects).toEqual([
      { kind: 'switch', workflowUID: 'wf-b', workflowName: 'B' },
    ]);
  });

  it('stops a chain after the most runs the loop guard allows', () => {
    const many = Array.from({ length: LOOP_GUARD.maxRunsPerChain + 2 }, (_, i) =>
      mail(`m${i}`, 'ProjectCreated'),
    );
    const result = run(many);
    expect(result.steps).toHaveLength(LOOP_GUARD.maxRunsPerChain + 1);
    expect(result.steps.at(-1)).toMatchObject({ outcome: 'Stopped', reason: 'loopTooManyRuns' });
  });

  it('starts from a manual button without the ProjectCreated actions, and names draft actions without uid', () => {
    const result = simulateWorkflow({
      draft: {
        name: 'New',
        actions: [
          mail('hello', 'ProjectCreated'),
          {
            triggerType: 'ManualTrigger',
            reactionType: 'SendDataWithWebhook',
            webhookUrl: 'https://example.org/in',
          },
        ],
        roles: [],
      },
      otherWorkflows: [],
      start: { kind: 'manual', actionUid: '#1' },
    });
    expect(result.steps).toMatchObject([
      {
        actionUid: '#1',
        outcome: 'Done',
        dependsOnReceiver: true,
        effects: [{ kind: 'webhook', method: 'POST', url: 'https://example.org/in' }],
      },
    ]);
    expect(result.manualActionUids).toEqual(['#1']);
    expect(result.end).toEqual({ kind: 'nothingMore' });
  });

  it('invites external reviewers and fires the external triggers with their address', () => {
    const result = run(
      [
        {
          uid: 'ext',
          triggerType: 'ProjectCreated',
          reactionType: 'CreateExternalReviewTask',
          contacts: 'a@x.org, b@x.org',
        },
        { ...mail('a-said-no', 'ExternalReviewTaskRejected'), triggerEmails: 'a@x.org' },
        {
          uid: 'kanban',
          triggerType: 'InternalReviewTaskRejected',
          reactionType: 'MoveInKanban',
          targetKanbanColumnUid: 'c',
        },
      ],
      [
        { kind: 'taskEnds', taskId: 'task-2', outcome: 'rejected' },
        { kind: 'taskEnds', taskId: 'task-1', outcome: 'rejected' },
      ],
      { project: { hasAssets: true } },
    );
    expect(brief(result)).toEqual([
      ['ext', 'ProjectCreated', 'Done'],
      ['a-said-no', 'ExternalReviewTaskRejected', 'Done'],
    ]);
    expect(result.steps[1]?.eventIndex).toBe(1);
  });

  it('ignores outcomes that do not fit the task', () => {
    const result = run(
      [
        {
          uid: 'up',
          triggerType: 'ProjectCreated',
          reactionType: 'CreateInternalUploadAssetsTask',
          userUIDs: ['u'],
        },
      ],
      [
        { kind: 'taskEnds', taskId: 'task-1', outcome: 'approved' },
        { kind: 'taskEnds', taskId: 'nope', outcome: 'uploaded' },
      ],
    );
    expect(result.ignoredEvents).toEqual([0, 1]);
    expect(result.openTasks).toHaveLength(1);
  });

  it('lets a task made by hand end: an asset first for reviews, the person as executor', () => {
    const actions: WorkflowActionInput[] = [
      { ...review, uid: 'waits' },
      { ...mail('bob-approved', 'InternalReviewTaskApproved'), triggerExecutorUid: 'bob' },
      { ...mail('outside-no', 'ExternalReviewTaskRejected'), triggerEmails: 'x@out.org' },
    ];
    const result = run(actions, [
      { kind: 'taskByHand', trigger: 'InternalReviewTaskApproved', userUID: 'bob', email: '' },
      {
        kind: 'taskByHand',
        trigger: 'ExternalReviewTaskRejected',
        userUID: null,
        email: 'x@out.org',
      },
      { kind: 'taskByHand', trigger: 'ExternalReviewTaskRejected', userUID: null, email: '' },
    ]);
    expect(brief(result)).toEqual([
      ['waits', 'ProjectCreated', 'Waiting'],
      ['waits', 'ProjectCreated', 'Done'],
      ['bob-approved', 'InternalReviewTaskApproved', 'Done'],
      ['outside-no', 'ExternalReviewTaskRejected', 'Done'],
    ]);
    expect(result.steps.map((step) => step.eventIndex)).toEqual([-1, 0, 0, 1]);
    expect(result.ignoredEvents).toEqual([2]);
  });
});
