import { useId } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { checkTextRequests, type TextComparison, type TextDifference } from '@/domain/text-compare';
import type { PdfPageSize } from '@/lib/pdf';
import { cn, focusRing } from '@/components/ui';
import { annotationRegion } from '../model/regions';
import type { RequestedChange } from '../model/requested-changes';
import { DifferenceText, useKindLabel } from './difference-summary';

interface TextFixCheckProps {
  comparison: TextComparison;
  changes: readonly RequestedChange[];
  oldSizes: readonly PdfPageSize[];
  selected: string | null;
  onSelect: (id: string) => void;
  from: number;
  to: number;
}

function DifferenceButtons(props: {
  items: readonly TextDifference[];
  selected: string | null;
  onSelect: (id: string) => void;
  kindLabel: (d: TextDifference) => string;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {props.items.map((d) => (
        <li key={d.id}>
          <button
            type="button"
            aria-pressed={d.id === props.selected}
            onClick={() => props.onSelect(d.id)}
            className={cn(
              'flex w-full flex-wrap items-baseline gap-x-2 rounded px-2 py-1 text-start text-sm hover:bg-slate-100',
              focusRing,
              d.id === props.selected && 'bg-fuchsia-50',
            )}
          >
            <span className="text-xs font-semibold text-slate-700">{props.kindLabel(d)}</span>
            <DifferenceText d={d} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Was it fixed?" in words: each comment on the older version that asked for a change, with
 * the text differences in or next to its region (none: the request is not answered), then
 * the differences nobody asked for.
 */
export function TextFixCheck(props: TextFixCheckProps) {
  const { t } = useTranslation('compare-text');
  const headingId = useId();
  const kindLabel = useKindLabel(props.from, props.to);
  const requests = props.changes.flatMap((change) => {
    const size = props.oldSizes[change.pageNumber];
    const box = size ? annotationRegion(change.shape, size) : null;
    return box ? [{ id: change.annotationUID, page: change.pageNumber, box }] : [];
  });
  const check = checkTextRequests(props.comparison, requests);
  const answered = check.answers.filter((a) => a.differences.length > 0).length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('fixes.title')}
      </h2>
      {requests.length === 0 ? (
        <p className="text-sm text-slate-800">{t('fixes.none', { version: props.from })}</p>
      ) : (
        <p className="text-sm font-medium text-slate-900">
          {t('fixes.summary', { answered, count: requests.length })}
        </p>
      )}
      <ol className="flex flex-col gap-2">
        {check.answers.map(({ request, differences }, index) => {
          const change = props.changes.find((c) => c.annotationUID === request.id);
          const ok = differences.length > 0;
          const Icon = ok ? CircleCheck : CircleAlert;
          return (
            <li
              key={request.id}
              className="flex flex-col gap-1 rounded-md border border-slate-300 p-3"
            >
              <h3 className="text-sm font-semibold text-slate-900">
                {t('fixes.item', { number: index + 1, page: request.page + 1 })}
              </h3>
              <p className="text-sm text-slate-900">
                {t('fixes.asked')} <bdi dir="auto">{change?.text}</bdi>
                {change && <span className="text-slate-700"> — {change.createdBy.fullName}</span>}
              </p>
              <p
                className={cn(
                  'flex items-center gap-1 text-sm font-medium',
                  ok ? 'text-green-800' : 'text-amber-900',
                )}
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                {ok
                  ? t('fixes.answered', { count: differences.length, version: props.to })
                  : t('fixes.notAnswered', { version: props.to })}
              </p>
              {ok && (
                <DifferenceButtons
                  items={differences}
                  selected={props.selected}
                  onSelect={props.onSelect}
                  kindLabel={kindLabel}
                />
              )}
            </li>
          );
        })}
      </ol>
      <section
        aria-label={t('fixes.unasked', { count: check.unasked.length })}
        className="flex flex-col gap-1"
      >
        <h3 className="text-sm font-semibold text-slate-900">
          {t('fixes.unasked', { count: check.unasked.length })}
        </h3>
        <p className="text-sm text-slate-700">{t('fixes.unaskedHelp')}</p>
        <DifferenceButtons
          items={check.unasked}
          selected={props.selected}
          onSelect={props.onSelect}
          kindLabel={kindLabel}
        />
      </section>
    </section>
  );
}
