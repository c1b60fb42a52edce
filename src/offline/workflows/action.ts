import type { FieldErrors } from '@/offline/platform/http/errors';
import { FieldReader } from '@/offline/platform/http/fields';
import { parseEmailLanguage } from '@/offline/mail';
import type { StoredWorkflowAction } from './rows';
import { emailList, enumField, optionalList, optionalText } from './readers';
import { readCustomPayload, readHeaders, readWebhookFields } from './webhook-fields';
import { formatProblems, reactionProblems } from '@/domain/workflows/action-rules';
import { englishMessage } from '@/domain/workflows/problems';
import {
  ACTION_LIMITS,
  REACTION_TYPES,
  TRIGGER_TYPES,
  WEBHOOK_METHODS,
} from '@/domain/workflows/vocabulary';

/** An action that passed the shape checks, with the field keys as sent (for error paths). */
export interface ReadAction {
  action: StoredWorkflowAction;
  /** Error path of a field: `actions[2].webhookUrl`, with the keys as the caller spelled them. */
  pathOf: (field: string) => string;
}

/** Requirements that depend on the reaction, from the shared workflow model. */
function checkReaction(reader: FieldReader, action: StoredWorkflowAction): void {
  for (const found of reactionProblems(action)) {
    const key = reader.keyOf(found.field);
    // A field that already has an error (malformed) is not reported missing as well.
    if (!reader.errors[key]) reader.fail(key, englishMessage(found));
  }
}

function readFields(
  reader: FieldReader,
  errors: FieldErrors,
  path: string,
): StoredWorkflowAction | undefined {
  // Optional (decisions.md): the service assigns a uid to an action sent without one.
  const uid = optionalText(reader, 'uid', ACTION_LIMITS.uidMax);
  const triggerType = enumField(reader, 'triggerType', TRIGGER_TYPES, true);
  const reactionType = enumField(reader, 'reactionType', REACTION_TYPES, true);
  const { textMax, commentMax } = ACTION_LIMITS;
  const fields: Omit<StoredWorkflowAction, 'uid' | 'triggerType' | 'reactionType'> = {
    friendlyName: optionalText(reader, 'friendlyName', textMax),
    userUIDs: optionalList(reader, 'userUIDs', { maxItems: 100 }),
    roleUids: optionalList(reader, 'roleUids', { maxItems: 100 }),
    triggerExecutorUid: optionalText(reader, 'triggerExecutorUid', textMax),
    triggerRoleUid: optionalText(reader, 'triggerRoleUid', textMax),
    triggerEmails: emailList(reader, 'triggerEmails'),
    triggerRoleIds: optionalList(reader, 'triggerRoleIds', { maxItems: 100 }),
    emailSubject: optionalText(reader, 'emailSubject', textMax),
    emailLanguage: undefined,
    password: optionalText(reader, 'password', ACTION_LIMITS.passwordMax),
    comment: optionalText(reader, 'comment', commentMax),
    checklistName: optionalText(reader, 'checklistName', textMax),
    checklistItems: optionalList(reader, 'checklistItems', {
      maxItems: ACTION_LIMITS.checklistItemsMax,
      itemMaxLength: ACTION_LIMITS.checklistItemMax,
    }),
    daysToDueDate:
      reader.integer('daysToDueDate', { min: 0, max: ACTION_LIMITS.daysToDueDateMax }) ?? undefined,
    allowDownload: reader.boolean('allowDownload') ?? undefined,
    isSimpleMode: reader.boolean('isSimpleMode') ?? undefined,
    isCustomPayload: reader.boolean('isCustomPayload') ?? undefined,
    webhookUrl: optionalText(reader, 'webhookUrl', ACTION_LIMITS.urlMax),
    webhookRequestType: enumField(reader, 'webhookRequestType', WEBHOOK_METHODS, false),
    webhookContentType: optionalText(reader, 'webhookContentType', textMax),
    webhookHeaders: readHeaders(reader, errors, path),
    webhookFields: readWebhookFields(reader),
    webhookCustomPayload: readCustomPayload(reader),
    contacts: emailList(reader, 'contacts'),
    targetKanbanColumnUid: optionalText(reader, 'targetKanbanColumnUid', textMax),
    targetWorkflowUid: optionalText(reader, 'targetWorkflowUid', textMax),
  };
  const language = optionalText(reader, 'emailLanguage', textMax);
  if (language !== undefined) {
    fields.emailLanguage = parseEmailLanguage(language);
    if (fields.emailLanguage === undefined) {
      reader.fail(
        reader.keyOf('emailLanguage'),
        englishMessage({ code: 'unknownLanguage', params: { value: language } }),
      );
    }
  }
  for (const found of formatProblems(fields))
    reader.fail(reader.keyOf(found.field), englishMessage(found));
  if (triggerType === undefined || reactionType === undefined) return undefined;
  const action: StoredWorkflowAction = { uid: uid ?? '', triggerType, reactionType };
  for (const [key, value] of Object.entries(fields) as [keyof typeof fields, unknown][]) {
    if (value !== undefined) Object.assign(action, { [key]: value });
  }
  return action;
}

/**
 * Reads one element of `actions`: every field's format, the enums, and what the reaction
 * requires. Errors go into `errors` keyed `<path>.<field as sent>`; undefined when the
 * action is unusable.
 */
export function readAction(
  raw: unknown,
  path: string,
  errors: FieldErrors,
): ReadAction | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    (errors[path] ??= []).push('Each action must be an object.');
    return undefined;
  }
  const reader = new FieldReader(raw as Record<string, unknown>, 'body');
  const action = readFields(reader, errors, path);
  if (action) checkReaction(reader, action);
  for (const [key, messages] of Object.entries(reader.errors))
    (errors[`${path}.${key}`] ??= []).push(...messages);
  if (!action || Object.keys(reader.errors).length > 0) return undefined;
  return { action, pathOf: (field) => `${path}.${reader.keyOf(field)}` };
}
