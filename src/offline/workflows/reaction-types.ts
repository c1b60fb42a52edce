import type { ServiceContext } from '@/offline/platform/context';
import type { ProjectRow } from '@/offline/projects';
import type { StoredWorkflowAction, WorkflowRow } from './rows';
import type { TriggerOccurrence } from './triggers';

/** What a reaction gets: the project as it is now, the workflow, the action and why it fired. */
export interface ReactionEnv {
  ctx: ServiceContext;
  project: ProjectRow;
  workflow: WorkflowRow;
  action: StoredWorkflowAction;
  occurrence: TriggerOccurrence;
  /** Runs the ProjectCreated actions of the project's (new) workflow, one hop deeper in the chain. */
  startWorkflow: (projectUID: string) => void;
}

/**
 * How a reaction ended, for the run log. A reaction that throws is logged as Failed;
 * Waiting parks the action until the project's next asset is processed.
 */
export interface ReactionResult {
  outcome: 'Done' | 'Skipped' | 'Failed' | 'Waiting';
  message: string;
}

/**
 * Carries out one reaction. Everything that writes rows or emits events must happen
 * before the first `await`: the engine tags events emitted synchronously with the run's
 * chain (that is how the loop guard follows chains).
 */
export type Reaction = (env: ReactionEnv) => ReactionResult | Promise<ReactionResult>;

export const done = (message: string): ReactionResult => ({ outcome: 'Done', message });
export const skipped = (message: string): ReactionResult => ({ outcome: 'Skipped', message });
export const failed = (message: string): ReactionResult => ({ outcome: 'Failed', message });
export const waiting = (message: string): ReactionResult => ({ outcome: 'Waiting', message });
