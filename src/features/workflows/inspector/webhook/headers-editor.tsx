import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { HttpHeader } from '@/api/types';
import { Button, TextField } from '@/components/ui';
import { ACTION_LIMITS, isHeaderName } from '@/domain/workflows/vocabulary';
import type { FieldIssues } from '../../model/builder-types';
import { fieldMessage, listOrUndefined } from '../field-messages';

interface HeadersEditorProps {
  headers: readonly HttpHeader[];
  issues: FieldIssues;
  onChange: (headers: HttpHeader[] | undefined) => void;
}

/** Name/value rows; a name that is no HTTP token is named while typing, the row is kept. */
export function HeadersEditor({ headers, issues, onChange }: HeadersEditorProps) {
  const { t } = useTranslation('workflow-inspector');
  const update = (index: number, patch: Partial<HttpHeader>) =>
    onChange(headers.map((header, i) => (i === index ? { ...header, ...patch } : header)));
  const listError = fieldMessage(issues, 'webhookHeaders');
  const listErrorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={listError ? listErrorId : undefined}
    >
      <legend className="text-sm font-medium text-slate-900">{t('webhook.headers')}</legend>
      {headers.length === 0 && <p className="text-sm text-slate-700">{t('webhook.noHeaders')}</p>}
      <ul className="flex flex-col gap-2">
        {headers.map((header, index) => {
          const localName =
            header.name !== '' && !isHeaderName(header.name)
              ? [t('webhook.badHeaderName', { name: header.name })]
              : [];
          const localValue = /[\r\n]/.test(header.value) ? [t('webhook.headerLineBreak')] : [];
          return (
            // Rows have no identity of their own; their position is what the issues name.
            <li key={index} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
              <TextField
                label={t('webhook.headerName', { n: index + 1 })}
                maxLength={200}
                value={header.name}
                error={fieldMessage(issues, `webhookHeaders[${index}].name`, localName)}
                onChange={(event) => update(index, { name: event.target.value })}
              />
              <TextField
                label={t('webhook.headerValue', { n: index + 1 })}
                maxLength={4000}
                value={header.value}
                error={fieldMessage(issues, `webhookHeaders[${index}].value`, localValue)}
                onChange={(event) => update(index, { value: event.target.value })}
              />
              <Button
                variant="ghost"
                size="sm"
                className="mt-7"
                aria-label={t('webhook.removeHeader', { n: index + 1 })}
                onClick={() => onChange(listOrUndefined(headers.filter((_, i) => i !== index)))}
              >
                {t('webhook.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
      {listError && (
        <p id={listErrorId} className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={headers.length >= ACTION_LIMITS.headersMax}
          onClick={() => onChange([...headers, { name: '', value: '' }])}
        >
          {t('webhook.addHeader')}
        </Button>
      </div>
    </fieldset>
  );
}
