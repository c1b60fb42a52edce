import { useTranslation } from '@/lib/i18n';
import type { WebhookDelivery } from '@/api/types';
import { Button, cn, focusRing } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import type { DeliveryGroup } from '../model/delivery-groups';
import { AttemptResult } from './attempt-outcome';
import { GroupSummary } from './group-summary';

/**
 * Height of a row on a wide screen, in px, from the fixed line heights below: padding 24,
 * header 32, gaps 8 + 8, URL line 16, border 1, and per attempt 28 plus 4 between. The virtual
 * list starts from it; measuring only corrects rows that wrap on narrow screens.
 */
export function groupRowHeight(attempts: number): number {
  return 85 + 32 * attempts;
}

/** Retries are seconds apart when the mock clock runs fast: show seconds. */
const ATTEMPT_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'medium' };

export interface DeliveryGroupRowProps {
  group: DeliveryGroup;
  onOpen: (attempt: WebhookDelivery) => void;
  /** Absent where redelivery is not offered (bench baseline, servers without it). */
  onRedeliver?: ((group: DeliveryGroup) => void) | undefined;
  redelivering: boolean;
}

/** One event at one webhook: its summary line and every attempt, newest first. */
export function DeliveryGroupRow({
  group,
  onOpen,
  onRedeliver,
  redelivering,
}: DeliveryGroupRowProps) {
  const { t } = useTranslation('webhooks');
  return (
    <article
      aria-label={t('group.label', { type: group.eventType, id: group.eventId })}
      className="flex flex-col gap-2 border-b border-slate-200 px-3 py-3"
    >
      <div className="flex min-h-8 flex-wrap items-center gap-2">
        <code className="text-sm font-semibold text-slate-900">{group.eventType}</code>
        <span className="font-mono text-xs text-slate-700">{group.eventId}</span>
        <GroupSummary group={group} />
        {onRedeliver && (
          <Button
            variant="secondary"
            size="sm"
            className="ms-auto"
            disabled={redelivering || group.outcome === 'retrying'}
            onClick={() => onRedeliver(group)}
          >
            {redelivering ? t('group.redelivering') : t('group.redeliver')}
          </Button>
        )}
      </div>
      <p className="truncate font-mono text-xs leading-4 text-slate-700">{group.url}</p>
      <ol className="flex flex-col gap-1" aria-label={t('group.attempts')}>
        {group.attempts.map((attempt) => (
          <li key={attempt.deliveryUID}>
            <button
              type="button"
              onClick={() => onOpen(attempt)}
              className={cn(
                'flex min-h-7 w-full flex-wrap items-center gap-x-3 rounded px-2 py-1 text-start text-sm leading-5 hover:bg-slate-100',
                focusRing,
              )}
            >
              <span className="font-medium text-slate-900">
                {attempt.redelivery
                  ? t('attempt.redelivered', { attempt: attempt.attempt })
                  : t('attempt.number', { attempt: attempt.attempt })}
              </span>
              <AttemptResult attempt={attempt} />
              <span className="text-slate-700">{formatDateTime(attempt.time, ATTEMPT_TIME)}</span>
            </button>
          </li>
        ))}
      </ol>
    </article>
  );
}
