import { useTranslation } from '@/lib/i18n';
import type { WebhookState } from '@/api/types';
import { Badge } from '@/components/ui';

const TONES = { Activating: 'info', Active: 'success', Deleting: 'warning' } as const;

/** The state in words: what it means for events, not just its name. */
export function WebhookStateText({ state }: { state: WebhookState | undefined }) {
  const { t } = useTranslation('webhooks');
  if (!state) return <span className="text-sm text-slate-700">{t('state.unknown')}</span>;
  const detail = {
    Activating: t('state.activatingDetail'),
    Active: t('state.activeDetail'),
    Deleting: t('state.deletingDetail'),
  }[state];
  const name = {
    Activating: t('state.activating'),
    Active: t('state.active'),
    Deleting: t('state.deleting'),
  }[state];
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm text-slate-800">
      <Badge tone={TONES[state]}>{name}</Badge>
      <span>{detail}</span>
    </span>
  );
}
