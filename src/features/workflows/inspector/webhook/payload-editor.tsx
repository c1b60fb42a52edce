import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { WebhookField } from '@/api/types';
import { Button, SelectField, TextArea } from '@/components/ui';
import { ACTION_LIMITS, WEBHOOK_FIELD_NAMES, matchName } from '@/domain/workflows/vocabulary';
import { scanTemplate } from '@/domain/workflows/webhook-request';
import type { ActionInspectorProps } from '../../model/builder-types';
import { CheckField } from '../check-field';
import { ChoiceList } from '../choice-list';
import { fieldMessage, listOrUndefined, textOrUndefined } from '../field-messages';

/** Placeholders the service would refuse: malformed braces or names that are no field. */
export function badPlaceholders(template: string): string[] {
  const { placeholders, invalid } = scanTemplate(template);
  const unknown = placeholders
    .filter((p) => matchName(WEBHOOK_FIELD_NAMES, p.name) !== p.name)
    .map((p) => `{{${p.name}}}`);
  return [...invalid, ...unknown];
}

/** What the call carries: chosen project fields, or a custom payload with placeholders. */
export function PayloadEditor({ action, issues, onChange }: ActionInspectorProps) {
  const { t } = useTranslation('workflow-inspector');
  const custom = action.isCustomPayload === true;
  return (
    <>
      <CheckField
        label={t('webhook.customPayload')}
        hint={t('webhook.customPayloadHint')}
        checked={custom}
        error={fieldMessage(issues, 'isCustomPayload')}
        onChange={(checked) => onChange({ isCustomPayload: checked ? true : undefined })}
      />
      {custom ? (
        <CustomPayload action={action} issues={issues} onChange={onChange} />
      ) : (
        <ChoiceList
          legend={t('webhook.fields')}
          hint={t('webhook.fieldsHint')}
          choices={WEBHOOK_FIELD_NAMES.map((name) => ({
            value: name,
            label: name,
            detail: t(`webhookFields.${name}`),
          }))}
          selected={action.webhookFields ?? []}
          error={fieldMessage(issues, 'webhookFields')}
          onChange={(selected) =>
            onChange({ webhookFields: listOrUndefined(selected as WebhookField[]) })
          }
        />
      )}
    </>
  );
}

function CustomPayload({
  action,
  issues,
  onChange,
}: Pick<ActionInspectorProps, 'action' | 'issues' | 'onChange'>) {
  const { t } = useTranslation('workflow-inspector');
  const area = useRef<HTMLTextAreaElement>(null);
  const [field, setField] = useState<WebhookField>('projectName');
  const [asJson, setAsJson] = useState(false);
  const text = action.webhookCustomPayload ?? '';
  const bad = badPlaceholders(text);

  // Inserts at the caret (or replaces the selection) and puts the caret after the placeholder.
  const insert = () => {
    const placeholder = asJson ? `{{${field}:json}}` : `{{${field}}}`;
    const element = area.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + placeholder + text.slice(end);
    onChange({ webhookCustomPayload: next });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <TextArea
        ref={area}
        label={t('webhook.payload')}
        hint={t('webhook.payloadHint', { text: '{{projectName}}', json: '{{projectTags:json}}' })}
        rows={6}
        className="font-mono"
        maxLength={ACTION_LIMITS.customPayloadMax}
        value={text}
        error={fieldMessage(
          issues,
          'webhookCustomPayload',
          bad.length > 0 ? [t('webhook.badPlaceholders', { list: bad.join(', ') })] : [],
        )}
        onChange={(event) =>
          onChange({ webhookCustomPayload: textOrUndefined(event.target.value) })
        }
      />
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t('webhook.placeholder')}
          value={field}
          onChange={(event) => setField(event.target.value as WebhookField)}
        >
          {WEBHOOK_FIELD_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <CheckField label={t('webhook.asJson')} checked={asJson} onChange={setAsJson} />
        <Button variant="secondary" size="sm" onClick={insert}>
          {t('webhook.insert')}
        </Button>
      </div>
    </div>
  );
}
