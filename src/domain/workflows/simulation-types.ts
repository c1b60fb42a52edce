import type {
  ReactionType,
  TriggerType,
  Workflow,
  WorkflowActionInput,
  WorkflowRole,
} from '@/api/types';

/** How a simulated task ends, as the person running the dry run chooses it. */
export type TaskOutcome = 'approved' | 'rejected' | 'uploaded' | 'rolesAssigned';

/** A task the simulated workflow made, in creation order (`task-1`, `task-2`...). */
export interface SimulatedTask {
  id: string;
  kind: 'review' | 'uploadAssets' | 'uploadRefDocs' | 'assignRoles';
  /** External review tasks belong to a contact outside the company. */
  external: boolean;
  /** The assignee: a user of the client, or (external) null with the contact's address. */
  userUID: string | null;
  email: string | null;
  /** The action that made it (its uid, or `#<index>` for a draft action without one). */
  actionUid: string;
  /** AssignUserRoles tasks: the roles to fill. */
  roles: readonly string[];
  /** The outcomes that can end it. */
  outcomes: readonly TaskOutcome[];
}

/** What one action run makes. */
export type SimulationEffect =
  | { kind: 'task'; task: SimulatedTask }
  | { kind: 'uploadRequest'; to: string }
  | {
      kind: 'email';
      contacts: readonly string[];
      userUIDs: readonly string[];
      subject: string | null;
    }
  | { kind: 'webhook'; method: 'POST' | 'GET' | 'PUT'; url: string }
  | { kind: 'kanban'; columnUid: string }
  | { kind: 'switch'; workflowUID: string; workflowName: string | null }
  | { kind: 'complete' };

/** Why a run was skipped, waits, failed or was stopped (codes the UI translates). */
export type SimulationReason =
  | 'nobodyForTask'
  | 'noContacts'
  | 'nobodyToWrite'
  | 'noRolesToFill'
  | 'waitingForAssets'
  | 'alreadyInColumn'
  | 'unknownColumn'
  | 'unknownWorkflow'
  | 'badWebhookUrl'
  | 'loopTooDeep'
  | 'loopTooManyRuns';

export type SimulationOutcome = 'Done' | 'Skipped' | 'Waiting' | 'Failed' | 'Stopped';

/** One action run, as the run log would record it. */
export interface SimulationStep {
  /** 0-based position in the list. */
  index: number;
  /** Which outside event (position in the event list, -1 = the start) caused it. */
  eventIndex: number;
  workflowUID: string | undefined;
  workflowName: string | null;
  /** True while the step belongs to the workflow being drafted. */
  inDraft: boolean;
  actionUid: string;
  friendlyName: string | null;
  triggerType: TriggerType;
  reactionType: ReactionType;
  outcome: SimulationOutcome;
  reason: SimulationReason | null;
  effects: readonly SimulationEffect[];
  /** Hops from the outside event (loop guard). */
  depth: number;
  /** SendDataWithWebhook: Done here, but the receiver's answer decides Done or Failed. */
  dependsOnReceiver: boolean;
}

/** The outside events after the start, in order. */
export type SimulationEvent =
  | { kind: 'taskEnds'; taskId: string; outcome: 'approved' | 'rejected' | 'uploaded' }
  | {
      kind: 'taskEnds';
      taskId: string;
      outcome: 'rolesAssigned';
      /** Role uid -> users; a role left out gets the task's assignee. */
      assignments?: Readonly<Record<string, readonly string[]>>;
    }
  /** Someone uploads an asset to the project (waiting reviews continue). */
  | { kind: 'assetUploaded' }
  /**
   * A task made by hand (not by a workflow) ends: its trigger fires with that person as the
   * executor. An asset upload, and a review (which needs an asset), bring an asset first.
   */
  | { kind: 'taskByHand'; trigger: HandTrigger; userUID: string | null; email: string }
  /** Someone presses the button of a ManualTrigger action. */
  | { kind: 'manual'; actionUid: string };

/** Task triggers a task made by hand can fire (AssignUserRoles tasks are made by workflows only). */
export const HAND_TRIGGERS = [
  'InternalUploadAssetsTaskCompleted',
  'InternalUploadRefDocsTaskCompleted',
  'InternalReviewTaskApproved',
  'InternalReviewTaskRejected',
  'ExternalReviewTaskApproved',
  'ExternalReviewTaskRejected',
] as const satisfies readonly TriggerType[];

export type HandTrigger = (typeof HAND_TRIGGERS)[number];

/** How the simulated project starts. */
export type SimulationStart =
  | { kind: 'projectCreated' }
  /** A project already bound to the workflow (its ProjectCreated actions not run); the button is pressed. */
  | { kind: 'manual'; actionUid: string };

/** The workflow being drafted. */
export interface WorkflowDraft {
  workflowUID?: string | undefined;
  name: string;
  actions: readonly WorkflowActionInput[];
  roles: readonly WorkflowRole[];
}

/** What the simulation assumes about the project and the people around it. */
export interface SimulatedProject {
  /** The project's owners (projectOwners); default one owner, `projectOwner`. */
  ownerUIDs?: readonly string[];
  /** E-mail addresses of users, for triggerEmails filters. */
  emails?: Readonly<Record<string, string>>;
  /** When given, only these users are members of the client (others get nothing). */
  members?: readonly string[];
  /** The Kanban columns of the client, when known (a move elsewhere fails). */
  columns?: readonly string[];
  /** The project's column at the start (a new project sits in the client's first column). */
  kanbanColumnUid?: string | null;
  /** Whether the project already has a processed asset (a new one has none). */
  hasAssets?: boolean;
}

export interface SimulationInput {
  draft: WorkflowDraft;
  /** The client's other workflows (SwitchToWorkflow targets). */
  otherWorkflows: readonly Workflow[];
  start: SimulationStart;
  events?: readonly SimulationEvent[];
  project?: SimulatedProject;
}

/** Where the flow stands after the last event. */
export type SimulationEnd =
  | { kind: 'completed' }
  | { kind: 'loopGuard'; stepIndex: number }
  /** Tasks wait for an outcome, or actions for an asset or a button. */
  | { kind: 'waiting' }
  | { kind: 'nothingMore' };

export interface SimulationResult {
  steps: SimulationStep[];
  end: SimulationEnd;
  /** Tasks not ended yet (a completed project has none). */
  openTasks: SimulatedTask[];
  /** Actions parked until the project has a processed asset. */
  waitingActionUids: string[];
  /** ManualTrigger actions of the workflow the project runs now (while it is active). */
  manualActionUids: string[];
  /** The workflow the project runs at the end (differs from the draft after a switch). */
  workflow: { workflowUID: string | undefined; name: string | null; isDraft: boolean };
  /** Events that could not apply (unknown task, task already ended, project not active). */
  ignoredEvents: number[];
}
