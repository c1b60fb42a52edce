import { useTranslation } from '@/lib/i18n';
import type { DeliveryGroup } from '../model/delivery-groups';
import { AttemptResult } from './attempt-outcome';

export interface TestStatusProps {
  /** The delivery of the test event, once the log shows one. */
  group: DeliveryGroup | undefined;
  /** False when the server has no delivery log to watch. */
  logAvailable: boolean;
}

/** What became of the last test sent from this screen, updated as attempts arrive. */
export function TestStatus({ group, logAvailable }: TestStatusProps) {
  const { t } = useTranslation('webhooks');
  let text;
  if (!logAvailable) text = t('test.sentNoLog');
  else if (!group) text = t('test.waiting');
  else if (group.outcome === 'delivered')
    text = t('test.delivered', { attempt: group.deliveredOn ?? 1 });
  else if (group.attempts[0]?.notSent) text = t('test.recorded');
  else {
    const latest = group.attempts[0];
    text = (
      <>
        {t('test.failed', { attempt: latest?.attempt ?? 1 })}{' '}
        {latest && <AttemptResult attempt={latest} />}{' '}
        {group.outcome === 'retrying' ? t('test.retrying') : t('test.stopped')}
      </>
    );
  }
  return (
    <div role="status" className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
      <p>{text}</p>
      <p className="text-slate-700">{t('test.repeatsNormal')}</p>
    </div>
  );
}
