import type { ReactionType, TriggerType, WorkflowAction, WorkflowRole } from '@/api/types';
import type { TriggerOccurrence } from './triggers';

/**
 * A workflow action as stored: the contract's fields plus `targetWorkflowUid`, the
 * x-extension target of SwitchToWorkflow (pending in the contract's WorkflowAction).
 * Enum-valued fields are stored in their canonical spelling.
 */
export type StoredWorkflowAction = WorkflowAction & { targetWorkflowUid?: string };

/** A workflow of a client. Invariant: action uids and role uids are unique within it. */
export interface WorkflowRow {
  workflowUID: string;
  clientUID: string;
  name: string | null;
  /** UTC ISO date-time. */
  created: string;
  actions: StoredWorkflowAction[];
  /** Custom roles; the predefined `projectOwners` is implicit and never stored here. */
  roles: WorkflowRole[];
}

/**
 * How one action run ended: Done, Failed (the reaction threw), Skipped (nothing to do,
 * e.g. no assignee), Waiting (a review reaction waits for the project's first processed
 * asset, see {@link WorkflowWaitRow}) or Stopped (the loop guard refused it).
 */
export type WorkflowRunOutcome = 'Done' | 'Failed' | 'Skipped' | 'Waiting' | 'Stopped';

/** One entry of a project's workflow run log (newest entries are kept, see the engine). */
export interface WorkflowRunRow {
  runUID: string;
  projectUID: string;
  clientUID: string;
  workflowUID: string;
  actionUid: string;
  friendlyName: string | null;
  triggerType: TriggerType;
  reactionType: ReactionType;
  /** Runs caused by one outside event share a chain; depth counts the hops inside it. */
  chainId: string;
  depth: number;
  /** UTC ISO date-time. */
  time: string;
  outcome: WorkflowRunOutcome;
  /** What happened, for people (task UIDs created, HTTP status of a webhook call...). */
  message: string;
  /** Emission order, for newest-first listings. */
  seq: number;
}

/**
 * A review reaction parked until the project has an asset to review (a workflow that
 * reviews on ProjectCreated meets an empty project). It runs when the project's next
 * asset is processed, if the project still runs the same workflow; keyed by waitUID.
 */
export interface WorkflowWaitRow {
  waitUID: string;
  projectUID: string;
  workflowUID: string;
  actionUid: string;
  triggerType: TriggerType;
  /** UTC ISO date-time. */
  created: string;
}

/**
 * A trigger that fired and whose actions have not run yet. It is stored by the request that
 * fired it, so a reload before it runs (a closed tab, a restarted server) still runs it, once.
 */
export interface WorkflowJobRow {
  jobUID: string;
  projectUID: string;
  /** `fire`: the actions that match the occurrence; `resume`: the project's waiting actions. */
  kind: 'fire' | 'resume';
  occurrence?: TriggerOccurrence;
  /** The loop guard's chain the run belongs to. */
  chain: { id: string; depth: number };
}
