import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui';

/**
 * Copies a link to the clipboard; where the clipboard is not available (or refuses), the link
 * appears in a read-only field, already selected, to copy by hand.
 */
export function CopyLink({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation('tasks');
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const fieldRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  const showField = () => {
    setState('manual');
    requestAnimationFrame(() => {
      fieldRef.current?.focus();
      fieldRef.current?.select();
    });
  };

  const copy = () => {
    if (typeof navigator === 'undefined' || !('clipboard' in navigator)) {
      showField();
      return;
    }
    navigator.clipboard.writeText(url).then(() => setState('copied'), showField);
  };

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={copy}>
          {label}
        </Button>
        <span role="status" className="text-sm text-green-800">
          {state === 'copied' ? t('link.copied') : ''}
        </span>
      </div>
      {state === 'manual' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-900">
            {t('link.field')}
          </label>
          <input
            id={fieldId}
            ref={fieldRef}
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className="w-full rounded-md border border-slate-500 bg-slate-50 px-3 py-2 text-sm"
          />
          <p className="text-sm text-slate-700">{t('link.manualHint')}</p>
        </div>
      )}
    </div>
  );
}
