import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui';

export interface CopyButtonProps {
  /** What goes to the clipboard; read only on click, never stored. */
  text: () => string;
  /** Accessible name and visible label, e.g. "Copy secret". */
  label: string;
}

/** Copies to the clipboard and says so (or that the browser refused) in a polite live region. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const { t } = useTranslation('webhooks');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 4_000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setState('failed');
      return;
    }
    clipboard.writeText(text()).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" size="sm" onClick={copy}>
        {label}
      </Button>
      <span role="status" className="text-sm text-slate-700">
        {state === 'copied' && t('copy.done')}
        {state === 'failed' && t('copy.failed')}
      </span>
    </span>
  );
}
