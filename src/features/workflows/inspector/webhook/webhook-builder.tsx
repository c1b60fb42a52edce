import { useTranslation } from '@/lib/i18n';
import { SelectField, TextField } from '@/components/ui';
import { ACTION_LIMITS, WEBHOOK_METHODS, type WebhookMethod } from '@/domain/workflows/vocabulary';
import { DEFAULT_WEBHOOK_CONTENT_TYPE } from '@/domain/workflows/webhook-request';
import type { ActionInspectorProps } from '../../model/builder-types';
import { fieldMessage, textOrUndefined } from '../field-messages';
import { HeadersEditor } from './headers-editor';
import { PayloadEditor } from './payload-editor';
import { RequestPreview } from './request-preview';

/** SendDataWithWebhook: method, URL, content type, headers, what is sent, and its preview. */
export function WebhookBuilder(props: ActionInspectorProps) {
  const { action, issues, scope, onChange } = props;
  const { t } = useTranslation('workflow-inspector');
  const contentType = action.webhookContentType ?? '';
  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label={t('webhook.method')}
        value={action.webhookRequestType ?? ''}
        error={fieldMessage(issues, 'webhookRequestType')}
        onChange={(event) =>
          onChange({
            webhookRequestType:
              event.target.value === '' ? undefined : (event.target.value as WebhookMethod),
          })
        }
      >
        <option value="">{t('fields.choose')}</option>
        {WEBHOOK_METHODS.map((method) => (
          <option key={method} value={method}>
            {method}
          </option>
        ))}
      </SelectField>
      <TextField
        type="url"
        label={t('webhook.url')}
        hint={t('webhook.urlHint')}
        maxLength={ACTION_LIMITS.urlMax}
        value={action.webhookUrl ?? ''}
        error={fieldMessage(issues, 'webhookUrl')}
        onChange={(event) => onChange({ webhookUrl: textOrUndefined(event.target.value) })}
      />
      <TextField
        label={t('webhook.contentType')}
        hint={t('webhook.contentTypeHint', { type: DEFAULT_WEBHOOK_CONTENT_TYPE })}
        placeholder={DEFAULT_WEBHOOK_CONTENT_TYPE}
        maxLength={ACTION_LIMITS.textMax}
        value={contentType}
        error={fieldMessage(issues, 'webhookContentType')}
        onChange={(event) => onChange({ webhookContentType: textOrUndefined(event.target.value) })}
      />
      <HeadersEditor
        headers={action.webhookHeaders ?? []}
        issues={issues}
        onChange={(webhookHeaders) => onChange({ webhookHeaders })}
      />
      <PayloadEditor {...props} />
      <RequestPreview action={action} client={scope.client} />
    </div>
  );
}
