import { useTranslation } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format';
import type { ShownDecision } from '../../model/task-progress';

/** One decision in words: what, by whom and when, then its comment as the reviewer wrote it. */
export function DecisionRecord({ decision }: { decision: ShownDecision }) {
  const { t } = useTranslation('review');
  return (
    <>
      <span>
        {t('decision.record', {
          decision: t(`decision.status.${decision.decision}`),
          who: decision.reviewer,
          date: formatDateTime(decision.created),
        })}
      </span>
      {decision.comment && (
        <span dir="auto" className="block whitespace-pre-wrap text-slate-700">
          “{decision.comment}”
        </span>
      )}
    </>
  );
}

/** The decisions a later one replaced: kept in view, so a changed mind erases nothing. */
export function ReplacedDecisions({ decisions }: { decisions: readonly ShownDecision[] }) {
  const { t } = useTranslation('review');
  if (decisions.length === 0) return null;
  return (
    <section aria-label={t('decision.history')} className="text-sm">
      <h3 className="mb-1 text-xs font-semibold text-slate-700 uppercase">
        {t('decision.history')}
      </h3>
      <ul className="flex flex-col gap-1">
        {decisions.map((d) => (
          <li key={`${d.created}-${d.decision}`} className="border-l-2 border-slate-300 pl-2">
            <span className="me-1 rounded-sm bg-slate-200 px-1 text-xs">
              {t('decision.replacedTag')}
            </span>
            <DecisionRecord decision={d} />
          </li>
        ))}
      </ul>
    </section>
  );
}
