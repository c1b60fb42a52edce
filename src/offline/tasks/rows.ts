import type {
  EmailLanguage,
  ReviewDecision,
  TaskStatus,
  TaskType,
  WorkflowRole,
} from '@/api/types';

/**
 * Storage rows of tasks, review decisions, role bindings and the outbox. Storage shapes,
 * not API types: the wire records are built in src/offline/tasks/record.ts.
 * Every row stays JSON-serializable.
 */

/**
 * One reviewer decision on one asset of a review task (keyed by decisionUID). Decisions
 * are history: they outlive their task (Completed projects keep their approval counts and
 * report), and go only with their asset or project.
 */
export interface DecisionRow {
  decisionUID: string;
  taskUID: string;
  projectUID: string;
  assetUID: string;
  decision: ReviewDecision;
  comment: string | null;
  /** UTC ISO date-time. */
  created: string;
  /** Internal reviewer; null for an external one. */
  userUID: string | null;
  /** Reviewer name (internal) or e-mail (external) as reports show it. */
  reviewer: string;
  /** False once the reviewer changed the decision on the same asset of the same task. */
  current: boolean;
}

/** Link state of an external review: Expired once the task ended or was withdrawn. */
type ReviewLinkState = 'Active' | 'Expired';

/** The external side of an ExternalReviewAssets / ExternalReviewVideo task. */
export interface ExternalReviewRow {
  /** Last segment of the review URL; unique among tasks, unguessable. */
  reviewToken: string;
  /** Plain text like the demo users' passwords; null = no password asked. */
  password: string | null;
  language: EmailLanguage;
  /** Subject the invitation went out with when the caller overrode the template. */
  emailSubject: string | null;
  isReadOnly: boolean;
  isAllowDownloadAssets: boolean;
  linkState: ReviewLinkState;
}

/** Review-tool options a task carries (workflow review actions set them). */
export interface ReviewOptionsRow {
  checklistName: string | null;
  checklistItems: string[];
  isSimpleMode: boolean;
  allowDownload: boolean;
}

export interface TaskRow {
  taskUID: string;
  projectUID: string;
  /** The project's client, copied so events and lists need no project lookup. */
  clientUID: string;
  type: TaskType;
  /** Pending until the task ends; upload and role tasks end Closed, review tasks with the result. */
  status: TaskStatus;
  /** UTC ISO date-time. */
  created: string;
  /** UTC ISO date-time the task ended; null while Pending. */
  closed: string | null;
  /** Internal assignee; null for external review tasks. */
  userUID: string | null;
  /** Assignee e-mail: the external reviewer's, or the internal user's when the task was made. */
  email: string;
  /** `YYYY-MM-DD` or a UTC date-time ending in Z. */
  dueDate: string | null;
  comment: string | null;
  /**
   * Origin of the app the review links point at, fixed when the task is made so links
   * never change; null (seeded tasks) = the service's own origin.
   */
  appOrigin: string | null;
  /** Review tasks: the assets under review, in request order, without duplicates (decisions: the decisions table). */
  assetUIDs: string[];
  /** UploadChangedAsset: the asset whose next version is requested. */
  requestedAssetUID: string | null;
  requestedAssetName: string | null;
  /** External review tasks only. */
  external: ExternalReviewRow | null;
  /** Review tasks only. */
  review: ReviewOptionsRow | null;
  /** AssignUserRoles: the roles that need users. */
  roles: WorkflowRole[];
  /** Who created it through the API; null for workflow-made and seeded tasks. */
  createdByUserUID: string | null;
}

/** Users bound to one workflow role of a project. */
export interface RoleBindingEntry {
  roleUid: string;
  /** One or more active users of the project's client. */
  userUIDs: string[];
}

/** The role bindings of one project (keyed by projectUID). */
export interface RoleBindingRow {
  projectUID: string;
  roles: RoleBindingEntry[];
  /** UTC ISO date-time of the last change. */
  updated: string;
}

/** One e-mail the service "sent" (keyed by emailUID). */
export interface OutboxRow {
  emailUID: string;
  /** Recipient address(es), comma-separated. */
  to: string;
  subject: string;
  language: EmailLanguage;
  bodyText: string;
  /** Links in the body, in order. */
  links: string[];
  /** UTC ISO date-time. */
  time: string;
  /** What the e-mail is for, e.g. `ExternalReviewInvitation` or a workflow reaction type. */
  kind: string;
  /** Tenant the e-mail belongs to (null = shown to every user). */
  clientUID: string | null;
  /** The task it concerns, if any. */
  taskUID: string | null;
  /** Send order, for a stable newest-first listing. */
  seq: number;
}
