import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui';
import { CopyButton } from './copy-button';

/**
 * The webhook's secret, hidden until asked for. It lives only in the query cache in memory:
 * never in the URL, storage or logs, and hidden again when the row unmounts.
 */
export function SecretField({ secret }: { secret: string }) {
  const { t } = useTranslation('webhooks');
  const [revealed, setRevealed] = useState(false);
  const labelId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-sm font-medium text-slate-900">
        {t('secret.label')}
      </span>
      <code
        aria-labelledby={labelId}
        className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900"
      >
        {revealed ? secret : t('secret.hidden')}
      </code>
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={revealed}
        onClick={() => setRevealed((v) => !v)}
      >
        {revealed ? t('secret.hide') : t('secret.reveal')}
      </Button>
      <CopyButton text={() => secret} label={t('secret.copy')} />
    </div>
  );
}
