import type { ProjectState, RequestableProjectState } from '@/api/types';

/** Everything a person can do to a project as a whole, from its page or the dashboard. */
export type ProjectAction =
  'edit' | 'move' | 'putOnHold' | 'reactivate' | 'complete' | 'archive' | 'delete';

/** The actions that are a PUT /api/v1/project/state, with the state each one asks for. */
export const STATE_ACTION_TARGET = {
  putOnHold: 'OnHold',
  reactivate: 'Active',
  complete: 'Completed',
  archive: 'Archived',
} as const satisfies Record<string, RequestableProjectState>;

export type StateAction = keyof typeof STATE_ACTION_TARGET;

export const STATE_ACTIONS = Object.keys(STATE_ACTION_TARGET) as StateAction[];

export const PROJECT_ACTIONS: readonly ProjectAction[] = [
  'edit',
  'move',
  ...STATE_ACTIONS,
  'delete',
];

/**
 * Why an action is not available. `readOnly`: edits and moves need Active or OnHold (406);
 * `notClosed`: deleting needs Completed or Archived (412); `alreadyInState`: the service
 * refuses a change to the current state (406 with body statusCode 412); `inTransit`: files are
 * moving to or from the archive, and the service refuses every change until they arrive.
 */
export type ActionBlock = 'readOnly' | 'notClosed' | 'alreadyInState' | 'inTransit';

/** Invariant: `reason` is present exactly when `allowed` is false. */
export type ActionAvailability = { allowed: true } | { allowed: false; reason: ActionBlock };

const ALLOWED: ActionAvailability = { allowed: true };
const blocked = (reason: ActionBlock): ActionAvailability => ({ allowed: false, reason });

/** Edit, Kanban and folder moves: Active or OnHold only (spec.md rule 1). */
export function isProjectEditable(state: ProjectState): boolean {
  return state === 'Active' || state === 'OnHold';
}

/** Completed, Archived and InTransit projects are read-only everywhere in the UI. */
export function isProjectReadOnly(state: ProjectState): boolean {
  return !isProjectEditable(state);
}

/** Whether moving to or from `state` passes through InTransit while files move. */
export function changeGoesThroughTransit(from: ProjectState, to: RequestableProjectState): boolean {
  return to === 'Archived' || from === 'Archived';
}

/**
 * The state table as the service applies it: every requestable state except the current
 * one may be asked for (the recommended path is not mandatory), nothing while InTransit.
 */
export function actionAvailability(state: ProjectState, action: ProjectAction): ActionAvailability {
  if (action === 'edit' || action === 'move') {
    return isProjectEditable(state)
      ? ALLOWED
      : blocked(state === 'InTransit' ? 'inTransit' : 'readOnly');
  }
  if (action === 'delete') {
    if (state === 'Completed' || state === 'Archived') return ALLOWED;
    return blocked(state === 'InTransit' ? 'inTransit' : 'notClosed');
  }
  if (state === 'InTransit') return blocked('inTransit');
  return STATE_ACTION_TARGET[action] === state ? blocked('alreadyInState') : ALLOWED;
}
