import type { ReactionType, TriggerType, WebhookField } from '@/api/types';

/**
 * The closed vocabularies of workflow actions (spec.md's Workflow tables) and the small
 * parsers the validation uses, shared by the offline service and the workflow builder (no
 * React, no MSW). Records keyed by the contract's unions make the compiler insist that
 * every value is listed.
 */

/** The predefined role: the project's owners, always available without being declared. */
export const PROJECT_OWNERS_ROLE = 'projectOwners';

const TRIGGERS: Record<TriggerType, true> = {
  ProjectCreated: true,
  InternalUploadAssetsTaskCompleted: true,
  InternalUploadRefDocsTaskCompleted: true,
  InternalReviewTaskRejected: true,
  InternalReviewTaskApproved: true,
  ExternalUploadAssetsTaskCompleted: true,
  ExternalUploadRefDocsTaskCompleted: true,
  ExternalReviewTaskRejected: true,
  ExternalReviewTaskApproved: true,
  UserRolesAssigned: true,
  ManualTrigger: true,
};

const REACTIONS: Record<ReactionType, true> = {
  CreateInternalUploadAssetsTask: true,
  CreateInternalUploadRefDocsTask: true,
  CreateExternalUploadAssetsTask: true,
  CreateExternalUploadRefDocsTask: true,
  CreateInternalReviewTask: true,
  CreateExternalReviewTask: true,
  SendAssetsByEmail: true,
  SendRefDocsByEmail: true,
  CompleteProject: true,
  SendDataWithWebhook: true,
  AssignUserRoles: true,
  SendCustomEmail: true,
  MoveInKanban: true,
  SwitchToWorkflow: true,
};

const WEBHOOK_FIELDS: Record<WebhookField, true> = {
  projectUID: true,
  projectState: true,
  projectCreateDate: true,
  projectDescription: true,
  projectDueDate: true,
  projectCustomer: true,
  projectRevision: true,
  projectTags: true,
  projectOwnersUIDs: true,
  projectAssetsUIDs: true,
  projectAssetsThumbnails: true,
  projectAssetsReviewStatus: true,
  projectTemplateName: true,
  projectWorkflowName: true,
  projectName: true,
  projectDesign: true,
  projectProject: true,
  projectOwnersNames: true,
  projectAssetsNames: true,
  projectAssetsURLs: true,
  projectAssetsStatus: true,
  projectTemplateUID: true,
  projectWorkflowUID: true,
};

export const TRIGGER_TYPES = Object.keys(TRIGGERS) as TriggerType[];
export const REACTION_TYPES = Object.keys(REACTIONS) as ReactionType[];
export const WEBHOOK_FIELD_NAMES = Object.keys(WEBHOOK_FIELDS) as WebhookField[];
export const WEBHOOK_METHODS = ['POST', 'GET', 'PUT'] as const;
export type WebhookMethod = (typeof WEBHOOK_METHODS)[number];

/** Case-insensitive match against a closed list, as ASP.NET's enum binding does. */
export function matchName<T extends string>(names: readonly T[], text: string): T | undefined {
  const lower = text.trim().toLowerCase();
  return names.find((name) => name.toLowerCase() === lower);
}

/** Reactions that create tasks for internal users (userUIDs or roleUids receive them). */
export const INTERNAL_TASK_REACTIONS: readonly ReactionType[] = [
  'CreateInternalUploadAssetsTask',
  'CreateInternalUploadRefDocsTask',
  'CreateInternalReviewTask',
];

/** Reactions that invite people outside the company by e-mail (contacts receive them). */
export const EXTERNAL_TASK_REACTIONS: readonly ReactionType[] = [
  'CreateExternalUploadAssetsTask',
  'CreateExternalUploadRefDocsTask',
  'CreateExternalReviewTask',
];

/** Reactions that send e-mail to contacts, users or roles. */
export const EMAIL_REACTIONS: readonly ReactionType[] = [
  'SendAssetsByEmail',
  'SendRefDocsByEmail',
  'SendCustomEmail',
];

/** Triggers caused by a completed task, whose executor the trigger filters can test. */
export const TASK_TRIGGERS: readonly TriggerType[] = TRIGGER_TYPES.filter(
  (type) => type !== 'ProjectCreated' && type !== 'ManualTrigger',
);

const EMAIL = /^[^\s@,;<>()]+@[^\s@,;<>()]+\.[^\s@,;<>()]+$/;

/** True for one plain e-mail address. */
export function isEmail(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text);
}

/** Splits an e-mail list (comma, semicolon or whitespace separated) into its addresses. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** True for an absolute http or https URL. */
export function isHttpUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol, hostname } = new URL(text);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** True for an HTTP header name (RFC 9110 token). */
export function isHeaderName(text: string): boolean {
  return HEADER_NAME.test(text);
}

const MEDIA_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;.*)?$/i;

/** True for a media type such as `application/json; charset=utf-8`. */
export function isMediaType(text: string): boolean {
  return MEDIA_TYPE.test(text.trim());
}

/** Limits of action fields (spec.md shows none; these keep stored rows sane). */
export const ACTION_LIMITS = {
  uidMax: 100,
  textMax: 200,
  commentMax: 2000,
  passwordMax: 100,
  checklistItemsMax: 100,
  checklistItemMax: 500,
  daysToDueDateMax: 3650,
  urlMax: 2048,
  headersMax: 50,
  customPayloadMax: 20_000,
} as const;

/** Limits of workflow fields (spec.md shows none). */
export const WORKFLOW_LIMITS = {
  nameMax: 200,
  actionsMax: 100,
  rolesMax: 50,
  roleNameMax: 100,
  roleUidMax: 100,
} as const;
