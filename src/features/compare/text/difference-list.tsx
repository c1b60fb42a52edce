import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { PagePair, TextDifference } from '@/domain/text-compare';
import { cn, focusRing } from '@/components/ui';
import { DifferenceText, useKindLabel } from './difference-summary';

interface DifferenceListProps {
  pairs: readonly PagePair[];
  differences: readonly TextDifference[];
  selected: string | null;
  onSelect: (id: string) => void;
  from: number;
  to: number;
}

function pairKey(pair: PagePair): string {
  return `${String(pair.oldPage)}-${String(pair.newPage)}`;
}

/** The differences grouped by page, with counts; choosing one shows it on both pages. */
export function DifferenceList(props: DifferenceListProps) {
  const { t } = useTranslation('compare-text');
  const headingId = useId();
  const kindLabel = useKindLabel(props.from, props.to);
  const groups = props.pairs
    .map((pair) => ({
      pair,
      items: props.differences.filter(
        (d) => d.oldPage === pair.oldPage && d.newPage === pair.newPage,
      ),
    }))
    .filter((group) => group.items.length > 0);
  const pageTitle = (pair: PagePair) =>
    pair.newPage === null
      ? t('group.oldOnly', { page: (pair.oldPage ?? 0) + 1, version: props.from })
      : pair.oldPage === null
        ? t('group.newOnly', { page: pair.newPage + 1, version: props.to })
        : t('group.pair', { page: pair.newPage + 1, oldPage: pair.oldPage + 1, from: props.from });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('list.title', { count: props.differences.length })}
      </h2>
      {groups.length === 0 ? (
        <p className="text-sm text-slate-800">
          {t('list.none', { from: props.from, to: props.to })}
        </p>
      ) : (
        groups.map(({ pair, items }) => (
          <section key={pairKey(pair)} aria-label={pageTitle(pair)} className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold text-slate-900">
              {pageTitle(pair)}{' '}
              <span className="font-normal text-slate-700">
                {t('list.count', { count: items.length })}
              </span>
            </h3>
            <ul className="flex flex-col gap-1">
              {items.map((d) => (
                <li key={d.id}>
                  <button
                    type="button"
                    aria-pressed={d.id === props.selected}
                    data-difference={d.id}
                    onClick={() => props.onSelect(d.id)}
                    className={cn(
                      'flex w-full flex-col items-start gap-0.5 rounded-md border px-3 py-2 text-start text-sm',
                      focusRing,
                      d.id === props.selected
                        ? 'border-fuchsia-700 bg-fuchsia-50'
                        : 'border-slate-300 bg-white hover:bg-slate-50',
                    )}
                  >
                    <span className="text-xs font-semibold text-slate-700">{kindLabel(d)}</span>
                    <span className="text-slate-900">
                      <DifferenceText d={d} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
