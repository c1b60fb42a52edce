import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { TextField } from '@/components/ui';
import { reactionFields, type ReactionField } from '@/domain/workflows/reaction-fields';
import { ACTION_LIMITS } from '@/domain/workflows/vocabulary';
import type { ActionInspectorProps } from '../model/builder-types';
import { CheckField } from './check-field';
import { ChecklistEditor } from './checklist-editor';
import { EmailListField } from './email-list-field';
import { fieldMessage, textOrUndefined } from './field-messages';
import { CommentField, DueDaysField, EmailFields } from './message-fields';
import { PasswordField } from './password-field';
import { RecipientsFields } from './recipients-fields';
import { KanbanColumnField, TargetWorkflowField } from './target-fields';
import { TriggerSection } from './trigger-section';
import { WebhookBuilder } from './webhook/webhook-builder';

/**
 * The form of one workflow step: its name, its trigger (with the executor filters of task
 * triggers) and exactly the fields its reaction reads. Controlled: every edit is one
 * `onChange(patch)`, and the action prop is the only copy of what was typed.
 */
export function ActionInspector(props: ActionInspectorProps) {
  const { action, issues, onChange } = props;
  const { t } = useTranslation('workflow-inspector');
  const headingId = useId();
  const fields = new Set<ReactionField>(reactionFields(action.reactionType));
  const has = (field: ReactionField) => fields.has(field);
  return (
    <form
      aria-labelledby={headingId}
      className="flex flex-col gap-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <header className="flex flex-col gap-1">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {t(`reactions.${action.reactionType}`)}
        </h3>
        <p className="text-sm text-slate-700">{t(`reactionHelp.${action.reactionType}`)}</p>
      </header>
      <TextField
        label={t('fields.friendlyName')}
        hint={t('fields.friendlyNameHint')}
        maxLength={ACTION_LIMITS.textMax}
        value={action.friendlyName ?? ''}
        error={fieldMessage(issues, 'friendlyName')}
        onChange={(event) => onChange({ friendlyName: textOrUndefined(event.target.value) })}
      />
      <TriggerSection {...props} />
      <section className="flex flex-col gap-3" aria-label={t('reactionSection')}>
        {fields.size === 0 && <p className="text-sm text-slate-700">{t('noSettings')}</p>}
        {has('contacts') && (
          <EmailListField
            label={t('fields.contacts')}
            value={action.contacts}
            issues={issues.contacts}
            onChange={(contacts) => onChange({ contacts })}
          />
        )}
        {has('userUIDs') && <RecipientsFields {...props} />}
        {has('emailSubject') && <EmailFields {...props} />}
        {has('password') && (
          <PasswordField
            value={action.password}
            error={fieldMessage(issues, 'password')}
            onChange={(password) => onChange({ password })}
          />
        )}
        {has('daysToDueDate') && <DueDaysField {...props} />}
        {has('comment') && <CommentField {...props} />}
        {has('allowDownload') && (
          <CheckField
            label={t('fields.allowDownload')}
            checked={action.allowDownload === true}
            error={fieldMessage(issues, 'allowDownload')}
            onChange={(checked) => onChange({ allowDownload: checked ? true : undefined })}
          />
        )}
        {has('isSimpleMode') && (
          <CheckField
            label={t('fields.isSimpleMode')}
            hint={t('fields.isSimpleModeHint')}
            checked={action.isSimpleMode === true}
            error={fieldMessage(issues, 'isSimpleMode')}
            onChange={(checked) => onChange({ isSimpleMode: checked ? true : undefined })}
          />
        )}
        {has('checklistItems') && <ChecklistEditor {...props} />}
        {has('targetKanbanColumnUid') && <KanbanColumnField {...props} />}
        {has('targetWorkflowUid') && <TargetWorkflowField {...props} />}
        {has('webhookUrl') && <WebhookBuilder {...props} />}
      </section>
    </form>
  );
}
