import type { TaskStatus, TaskType, Workflow } from '@/api/types';
import type { SimProject, SimWorkflow } from './simulation-reactions';
import type { SimulatedTask, SimulationInput, TaskOutcome } from './simulation-types';

/** Map key of a draft that has no UID yet (nothing can switch to it). */
const DRAFT_KEY = '\u0000draft';
/** The owner a simulation assumes when it is told none. */
export const DEFAULT_OWNER = 'projectOwner';

/** The uid the simulation uses for a draft action: its own, or `#<position>` without one. */
export function simulatedActionUid(uid: string | undefined, index: number): string {
  return uid !== undefined && uid !== '' ? uid : `#${index}`;
}

function draftWorkflow(input: SimulationInput): SimWorkflow {
  const { draft } = input;
  return {
    key: draft.workflowUID ?? DRAFT_KEY,
    workflowUID: draft.workflowUID,
    name: draft.name,
    actions: draft.actions.map((action, index) => ({
      ...action,
      uid: simulatedActionUid(action.uid, index),
    })),
    roles: draft.roles,
    isDraft: true,
  };
}

function storedWorkflow(workflow: Workflow): SimWorkflow {
  return {
    key: workflow.workflowUID,
    workflowUID: workflow.workflowUID,
    name: workflow.name,
    actions: workflow.actions,
    roles: workflow.roles,
    isDraft: false,
  };
}

/**
 * The imagined project at the start: bound to the draft (which replaces its stored version
 * among the client's workflows), Active, with the owners, people and columns it is told.
 */
export function initialProject(input: SimulationInput): SimProject {
  const draft = draftWorkflow(input);
  const workflows = new Map<string, SimWorkflow>();
  for (const other of input.otherWorkflows)
    if (other.workflowUID !== draft.workflowUID)
      workflows.set(other.workflowUID, storedWorkflow(other));
  workflows.set(draft.key, draft);
  const setup = input.project ?? {};
  return {
    workflows,
    current: draft,
    active: true,
    column: setup.kanbanColumnUid ?? null,
    columns: setup.columns ? new Set(setup.columns) : undefined,
    hasAssets: setup.hasAssets ?? false,
    owners: setup.ownerUIDs ?? [DEFAULT_OWNER],
    bindings: new Map(),
    members: setup.members ? new Set(setup.members) : undefined,
    emails: setup.emails ?? {},
    openTasks: [],
    nextTaskNumber: 1,
  };
}

/** The service's task type of a simulated task (for the shared task-trigger rule). */
export function taskTypeOf(task: SimulatedTask): TaskType {
  if (task.kind === 'review') return task.external ? 'ExternalReviewAssets' : 'ReviewAssets';
  if (task.kind === 'uploadAssets') return 'UploadAssets';
  if (task.kind === 'uploadRefDocs') return 'UploadRefDocs';
  return 'AssignUserRoles';
}

/** The status a task ends with for an outcome. */
export function statusOf(outcome: TaskOutcome): TaskStatus {
  if (outcome === 'approved') return 'Approved';
  if (outcome === 'rejected') return 'Rejected';
  return 'Closed';
}
