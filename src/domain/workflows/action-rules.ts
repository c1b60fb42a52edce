import type { ReactionType, WorkflowActionInput } from '@/api/types';
import { problem, type Problem } from './problems';
import {
  EMAIL_REACTIONS,
  EXTERNAL_TASK_REACTIONS,
  INTERNAL_TASK_REACTIONS,
  isHttpUrl,
  isMediaType,
} from './vocabulary';

/** An action as far as its rules care: what was sent, with the reaction known. */
export type ActionDraft = Omit<WorkflowActionInput, 'emailLanguage'> & {
  reactionType: ReactionType;
  emailLanguage?: string;
  targetWorkflowUid?: string;
};

const present = (value: string | undefined) => value !== undefined && value.trim() !== '';
const some = (list: readonly unknown[] | undefined) => (list?.length ?? 0) > 0;

/**
 * What the action's reaction needs (spec.md's reaction list, decided per type): recipients,
 * subjects, webhook targets, columns, target workflows. One problem per missing field.
 */
export function reactionProblems(action: ActionDraft): Problem[] {
  const reaction = action.reactionType;
  const out: Problem[] = [];
  const missing = (field: string, code: Problem['code']) =>
    out.push(problem(field, code, { reaction }));
  const hasRecipients = some(action.userUIDs) || some(action.roleUids);
  const hasContacts = present(action.contacts);
  if (INTERNAL_TASK_REACTIONS.includes(reaction) && !hasRecipients)
    missing('userUIDs', 'needsRecipients');
  if (EXTERNAL_TASK_REACTIONS.includes(reaction) && !hasContacts)
    missing('contacts', 'needsExternalContacts');
  if (
    EMAIL_REACTIONS.includes(reaction) &&
    reaction !== 'SendCustomEmail' &&
    !hasContacts &&
    !hasRecipients
  )
    missing('contacts', 'needsEmailRecipients');
  if (reaction === 'SendCustomEmail') {
    if (!hasContacts) missing('contacts', 'needsCustomEmailContacts');
    if (!present(action.emailSubject)) missing('emailSubject', 'needsSubject');
  }
  if (reaction === 'SendDataWithWebhook') {
    if (!present(action.webhookUrl)) missing('webhookUrl', 'needsWebhookUrl');
    if (action.webhookRequestType === undefined)
      missing('webhookRequestType', 'needsWebhookMethod');
    if (action.isCustomPayload === true) {
      if (!present(action.webhookCustomPayload))
        missing('webhookCustomPayload', 'needsCustomPayload');
    } else if (!some(action.webhookFields)) {
      missing('webhookFields', 'needsWebhookFields');
    }
  }
  if (reaction === 'MoveInKanban' && !present(action.targetKanbanColumnUid))
    missing('targetKanbanColumnUid', 'needsColumn');
  if (reaction === 'SwitchToWorkflow' && !present(action.targetWorkflowUid))
    missing('targetWorkflowUid', 'needsTargetWorkflow');
  return out;
}

/** The formats of free-text fields that must parse: the webhook's URL and content type. */
export function formatProblems(action: Pick<ActionDraft, 'webhookUrl' | 'webhookContentType'>) {
  const out: Problem[] = [];
  if (present(action.webhookUrl) && !isHttpUrl(action.webhookUrl ?? ''))
    out.push(problem('webhookUrl', 'notHttpUrl', { value: action.webhookUrl ?? '' }));
  if (present(action.webhookContentType) && !isMediaType(action.webhookContentType ?? ''))
    out.push(
      problem('webhookContentType', 'notMediaType', { value: action.webhookContentType ?? '' }),
    );
  return out;
}

/** Action uids given twice (case-insensitively): the later use is the problem. */
export function duplicateUidProblems(uids: readonly (string | undefined)[]): Map<number, Problem> {
  const seen = new Map<string, number>();
  const out = new Map<number, Problem>();
  uids.forEach((uid, index) => {
    if (uid === undefined || uid === '') return;
    const lower = uid.toLowerCase();
    const first = seen.get(lower);
    if (first === undefined) seen.set(lower, index);
    else out.set(index, problem('uid', 'duplicateUid', { value: uid, other: String(first) }));
  });
  return out;
}
