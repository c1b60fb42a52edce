import { useTranslation } from '@/lib/i18n';
import type { EmailLanguage, ReactionType } from '@/api/types';
import { SelectField, TextArea, TextField } from '@/components/ui';
import { ACTION_LIMITS, EMAIL_REACTIONS } from '@/domain/workflows/vocabulary';
import type { ActionInspectorProps } from '../model/builder-types';
import { fieldMessage, textOrUndefined } from './field-messages';

/** spec.md's seven e-mail languages, English (the service's default) first. */
export const EMAIL_LANGUAGE_NAMES: readonly EmailLanguage[] = [
  'English',
  'German',
  'French',
  'Polish',
  'Spanish',
  'Hebrew',
  'Ukrainian',
];

/** What the comment is for this reaction: an e-mail's whole message, text in it, or the task's. */
function commentKind(reaction: ReactionType): 'message' | 'mail' | 'task' {
  if (reaction === 'SendCustomEmail') return 'message';
  if (EMAIL_REACTIONS.includes(reaction) || reaction.startsWith('CreateExternalUpload'))
    return 'mail';
  return 'task';
}

/** E-mail subject and language. */
export function EmailFields({ action, issues, onChange }: ActionInspectorProps) {
  const { t } = useTranslation('workflow-inspector');
  const required = action.reactionType === 'SendCustomEmail';
  return (
    <>
      <TextField
        label={t('fields.emailSubject')}
        hint={required ? t('fields.emailSubjectRequired') : t('fields.emailSubjectHint')}
        maxLength={ACTION_LIMITS.textMax}
        value={action.emailSubject ?? ''}
        error={fieldMessage(issues, 'emailSubject')}
        onChange={(event) => onChange({ emailSubject: textOrUndefined(event.target.value) })}
      />
      <SelectField
        label={t('fields.emailLanguage')}
        value={action.emailLanguage ?? 'English'}
        error={fieldMessage(issues, 'emailLanguage')}
        onChange={(event) => onChange({ emailLanguage: event.target.value as EmailLanguage })}
      >
        {EMAIL_LANGUAGE_NAMES.map((name) => (
          <option key={name} value={name}>
            {t(`languages.${name}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/** The comment: a task's note, text added to an e-mail, or a custom e-mail's message. */
export function CommentField({ action, issues, onChange }: ActionInspectorProps) {
  const { t } = useTranslation('workflow-inspector');
  const kind = commentKind(action.reactionType);
  return (
    <TextArea
      label={t(`comment.${kind}`)}
      hint={t(`comment.${kind}Hint`)}
      rows={kind === 'message' ? 6 : 3}
      maxLength={ACTION_LIMITS.commentMax}
      showCount
      value={action.comment ?? ''}
      error={fieldMessage(issues, 'comment')}
      onChange={(event) => onChange({ comment: textOrUndefined(event.target.value) })}
    />
  );
}

/** Days from the task's creation to its due date; empty for no due date. */
export function DueDaysField({ action, issues, onChange }: ActionInspectorProps) {
  const { t } = useTranslation('workflow-inspector');
  return (
    <TextField
      type="number"
      inputMode="numeric"
      min={0}
      max={ACTION_LIMITS.daysToDueDateMax}
      step={1}
      label={t('fields.daysToDueDate')}
      hint={t('fields.daysToDueDateHint')}
      value={action.daysToDueDate ?? ''}
      error={fieldMessage(issues, 'daysToDueDate')}
      onChange={(event) => {
        const text = event.target.value;
        onChange({ daysToDueDate: text === '' ? undefined : Number(text) });
      }}
    />
  );
}
