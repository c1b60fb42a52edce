import type { ReactionType, TriggerType, WorkflowActionInput } from '@/api/types';
import { TASK_TRIGGERS } from './vocabulary';

/**
 * Which action fields mean something for which reaction and trigger, as the offline engine
 * reads them (src/offline/workflows/reactions-*.ts and matching.ts). The builder's inspector
 * shows exactly these fields; a test runs every reaction and checks it reads no other.
 */

/** Fields a reaction reads (besides the identity fields uid, friendlyName and the types). */
export type ReactionField = keyof Pick<
  WorkflowActionInput,
  | 'userUIDs'
  | 'roleUids'
  | 'contacts'
  | 'emailSubject'
  | 'emailLanguage'
  | 'password'
  | 'allowDownload'
  | 'isSimpleMode'
  | 'checklistName'
  | 'checklistItems'
  | 'daysToDueDate'
  | 'comment'
  | 'targetKanbanColumnUid'
  | 'targetWorkflowUid'
  | 'webhookUrl'
  | 'webhookRequestType'
  | 'webhookContentType'
  | 'webhookHeaders'
  | 'webhookFields'
  | 'isCustomPayload'
  | 'webhookCustomPayload'
>;

/** The executor filters a completed task's trigger honours (all must hold when set). */
export type TriggerFilterField = keyof Pick<
  WorkflowActionInput,
  'triggerExecutorUid' | 'triggerRoleUid' | 'triggerRoleIds' | 'triggerEmails'
>;

export const TRIGGER_FILTER_FIELDS: readonly TriggerFilterField[] = [
  'triggerExecutorUid',
  'triggerRoleUid',
  'triggerRoleIds',
  'triggerEmails',
];

const INTERNAL_UPLOAD: readonly ReactionField[] = [
  'userUIDs',
  'roleUids',
  'daysToDueDate',
  'comment',
];
// External uploads are requests by e-mail: one per contact, in the action's language.
const EXTERNAL_UPLOAD: readonly ReactionField[] = [
  'contacts',
  'emailSubject',
  'emailLanguage',
  'daysToDueDate',
  'comment',
];
const REVIEW_OPTIONS: readonly ReactionField[] = [
  'checklistName',
  'checklistItems',
  'isSimpleMode',
  'allowDownload',
];
const MAIL: readonly ReactionField[] = [
  'contacts',
  'userUIDs',
  'roleUids',
  'emailSubject',
  'emailLanguage',
  'comment',
];

/** Per reaction, in the order a form shows them. */
export const REACTION_FIELDS: Record<ReactionType, readonly ReactionField[]> = {
  CreateInternalUploadAssetsTask: INTERNAL_UPLOAD,
  CreateInternalUploadRefDocsTask: INTERNAL_UPLOAD,
  CreateExternalUploadAssetsTask: EXTERNAL_UPLOAD,
  CreateExternalUploadRefDocsTask: EXTERNAL_UPLOAD,
  CreateInternalReviewTask: [...INTERNAL_UPLOAD, ...REVIEW_OPTIONS],
  CreateExternalReviewTask: [
    'contacts',
    'emailSubject',
    'emailLanguage',
    'password',
    'daysToDueDate',
    'comment',
    ...REVIEW_OPTIONS,
  ],
  SendAssetsByEmail: MAIL,
  SendRefDocsByEmail: MAIL,
  SendCustomEmail: MAIL,
  CompleteProject: [],
  SendDataWithWebhook: [
    'webhookRequestType',
    'webhookUrl',
    'webhookContentType',
    'webhookHeaders',
    'webhookFields',
    'isCustomPayload',
    'webhookCustomPayload',
  ],
  // userUIDs: who fills the roles (else the first owner); roleUids: which roles (else all).
  AssignUserRoles: ['userUIDs', 'roleUids', 'daysToDueDate', 'comment'],
  MoveInKanban: ['targetKanbanColumnUid'],
  SwitchToWorkflow: ['targetWorkflowUid'],
};

export function reactionFields(reaction: ReactionType): readonly ReactionField[] {
  return REACTION_FIELDS[reaction];
}

/** The filters a trigger honours: all four for completed tasks, none otherwise. */
export function triggerFilterFields(trigger: TriggerType): readonly TriggerFilterField[] {
  return TASK_TRIGGERS.includes(trigger) ? TRIGGER_FILTER_FIELDS : [];
}

const ALL_REACTION_FIELDS = [...new Set(Object.values(REACTION_FIELDS).flat())];

/**
 * The patch that removes every field an action carries but its reaction and trigger ignore
 * (e.g. executor filters after switching to ProjectCreated). Empty when nothing is stale.
 */
export function staleFieldsPatch(
  action: WorkflowActionInput,
): Partial<Record<ReactionField | TriggerFilterField, undefined>> {
  const kept = new Set<string>([
    ...reactionFields(action.reactionType),
    ...triggerFilterFields(action.triggerType),
  ]);
  const patch: Partial<Record<ReactionField | TriggerFilterField, undefined>> = {};
  for (const field of [...ALL_REACTION_FIELDS, ...TRIGGER_FILTER_FIELDS]) {
    if (!kept.has(field) && action[field] !== undefined) patch[field] = undefined;
  }
  return patch;
}
