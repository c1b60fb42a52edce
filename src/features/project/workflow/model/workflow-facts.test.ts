import { describe, expect, it } from 'vitest';
import type { ClientDirectory, Workflow, WorkflowAction } from '@/api/types';
import { actionTarget, audienceOf, manualActions, workflowChangeEffects } from './workflow-facts';

const action = (partial: Partial<WorkflowAction>): WorkflowAction => ({
  uid: 'a',
  triggerType: 'ProjectCreated',
  reactionType: 'CreateInternalReviewTask',
  ...partial,
});

const workflow: Workflow = {
  workflowUID: 'wf-1',
  name: 'Artwork approval',
  created: '2026-01-01T00:00:00.000Z',
  clientUID: 'cli',
  roles: [{ uid: 'prepress', name: 'Prepress operator', isInternal: true }],
  actions: [
    action({ uid: 'start' }),
    action({ uid: 'print', triggerType: 'ManualTrigger', reactionType: 'SendAssetsByEmail' }),
    action({ uid: 'close', triggerType: 'ManualTrigger', reactionType: 'CompleteProject' }),
  ],
};

const client = {
  clientUID: 'cli',
  name: 'Acme',
  users: [{ userUID: 'u-anna', fullName: 'Anna Berg', email: 'anna@demo.test' }],
  templates: [],
  folders: [],
  kanbanColumns: [{ kanbanColumnUID: 'col-ready', name: 'Print-ready' }],
} as unknown as ClientDirectory;

describe('manualActions', () => {
  it('picks the ManualTrigger actions in workflow order', () => {
    expect(manualActions(workflow).map((a) => a.uid)).toEqual(['print', 'close']);
    expect(manualActions(undefined)).toEqual([]);
  });
});

describe('workflowChangeEffects', () => {
  it('says a new project starts its workflow, or that nothing runs without one', () => {
    expect(workflowChangeEffects('create', '', 'wf-1')).toEqual(['createStarts']);
    expect(workflowChangeEffects('create', '', '')).toEqual(['createNone']);
  });

  it('says an edit binds without running the start steps, and what a switch keeps', () => {
    expect(workflowChangeEffects('edit', '', 'wf-1')).toEqual(['bindNoStart']);
    expect(workflowChangeEffects('edit', 'wf-1', 'wf-2')).toEqual([
      'bindNoStart',
      'switchKeepsHistory',
    ]);
    expect(workflowChangeEffects('edit', 'wf-1', '')).toEqual(['unbind']);
    expect(workflowChangeEffects('edit', 'wf-1', 'wf-1')).toEqual(['unchanged']);
  });
});

describe('audienceOf and actionTarget', () => {
  it('names users, roles, the owners and addresses', () => {
    const audience = audienceOf(
      action({
        userUIDs: ['u-anna', 'u-gone'],
        roleUids: ['projectOwners', 'prepress'],
        contacts: 'a@example.com; b@example.com',
      }),
      workflow,
      client,
    );
    expect(audience).toEqual({
      users: ['Anna Berg', 'u-gone'],
      roles: ['Prepress operator'],
      includesOwners: true,
      emails: ['a@example.com', 'b@example.com'],
    });
  });

  it('names the column, the other workflow or the address an action acts on', () => {
    const other: Workflow = { ...workflow, workflowUID: 'wf-2', name: 'Reprint' };
    expect(
      actionTarget(
        action({ reactionType: 'MoveInKanban', targetKanbanColumnUid: 'col-ready' }),
        [],
        client,
      ),
    ).toBe('Print-ready');
    expect(
      actionTarget(
        action({ reactionType: 'SwitchToWorkflow', targetWorkflowUid: 'wf-2' }),
        [workflow, other],
        client,
      ),
    ).toBe('Reprint');
    expect(actionTarget(action({ reactionType: 'CompleteProject' }), [], client)).toBe('');
  });
});
