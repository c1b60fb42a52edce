import {
  OfflineHttpError,
  notAcceptable,
  preconditionFailed,
} from '@/offline/platform/http/errors';
import type { ProjectStateName } from './rows';

/** States a client may request; InTransit is the service's own. */
export type RequestableState = Exclude<ProjectStateName, 'InTransit'>;

export const PROJECT_STATES: readonly ProjectStateName[] = [
  'Active',
  'OnHold',
  'Completed',
  'Archived',
  'InTransit',
];
export const REQUESTABLE_STATES: readonly RequestableState[] = [
  'Active',
  'OnHold',
  'Completed',
  'Archived',
];
/** GET /api/v1/project without States. */
export const DEFAULT_LIST_STATES: readonly ProjectStateName[] = ['Active', 'OnHold', 'Completed'];

/** How long (service ms, divided by timeScale) files take to move to or from the archive. */
export const IN_TRANSIT_OFFLINE_MS = 5_000;

/** Matches a state name case-insensitively, as the real service's enum binding does. */
export function parseProjectState(text: string): ProjectStateName | undefined {
  const lower = text.trim().toLowerCase();
  return PROJECT_STATES.find((state) => state.toLowerCase() === lower);
}

export function isRequestable(state: ProjectStateName): state is RequestableState {
  return state !== 'InTransit';
}

/** How a requested state is reached: directly, or through InTransit while files move. */
interface StatePlan {
  to: RequestableState;
  viaTransit: boolean;
}

/**
 * The transition table of spec.md. Moves to or from Archived pass through InTransit;
 * every other move between the four requestable states is direct (the recommended
 * path is not mandatory). Same state: HTTP 406 with body statusCode 412.
 */
export function planStateChange(current: ProjectStateName, requested: RequestableState): StatePlan {
  if (current === requested) {
    throw new OfflineHttpError(406, `The project already has the state ${requested}.`, 412);
  }
  if (current === 'InTransit') {
    throw preconditionFailed(
      'The project is moving to or from the archive (InTransit); try again when the move is finished.',
    );
  }
  return { to: requested, viaTransit: requested === 'Archived' || current === 'Archived' };
}

/** Edit and moves on the dashboard need Active or OnHold. */
export function isMutableState(state: ProjectStateName): boolean {
  return state === 'Active' || state === 'OnHold';
}

/** PUT /api/v1/project: 406 unless Active or OnHold. */
export function assertEditable(state: ProjectStateName): void {
  if (!isMutableState(state)) {
    throw notAcceptable(
      `The project is ${state} and cannot be edited; only Active and OnHold projects can.`,
    );
  }
}

/** Kanban column and folder moves: 406 unless Active or OnHold. */
export function assertMovable(state: ProjectStateName): void {
  if (!isMutableState(state)) {
    throw notAcceptable(
      `The project is ${state} and cannot be moved; only Active and OnHold projects can.`,
    );
  }
}

/** DELETE /api/v1/project: 412 unless Completed or Archived. */
export function assertDeletable(state: ProjectStateName): void {
  if (state !== 'Completed' && state !== 'Archived') {
    throw preconditionFailed(
      `The project is ${state}; only Completed or Archived projects can be deleted.`,
    );
  }
}
