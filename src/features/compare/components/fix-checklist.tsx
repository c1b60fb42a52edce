import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, EmptyState, InfoTip } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { useSetAnnotationCompleted } from '../api/annotations';
import type { Comparison } from '../hooks/load-comparison';
import { checkRegion, type RequestedChange } from '../model/requested-changes';
import { RegionCrop } from './region-crop';

/** Why "Was it fixed?" is read-only: an inactive project, or an external review link. */
export type ReadOnlyReason = 'project-inactive' | 'review-link';

interface ChecklistProps {
  assetUID: string;
  changes: readonly RequestedChange[];
  comparison: Comparison;
  page: number;
  from: number;
  to: number;
  /** Whether annotations may change (the project is Active or OnHold, and no review link). */
  canConfirm: boolean;
  /** Why they may not: said under the title. */
  readOnlyReason: ReadOnlyReason;
  onShowPage: (page: number) => void;
  onShowRegion: (change: RequestedChange) => void;
}

function ChangeItem({
  change,
  index,
  props,
}: {
  change: RequestedChange;
  index: number;
  props: ChecklistProps;
}) {
  const { t } = useTranslation('compare');
  const headingId = useId();
  const setCompleted = useSetAnnotationCompleted(props.assetUID);
  const { comparison, from, to } = props;
  const onPage = change.pageNumber === props.page;
  const check = onPage ? checkRegion(comparison.diff, change.shape) : null;
  const number = index + 1;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-md border border-slate-300 p-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {t('fixes.item', { number, page: change.pageNumber + 1 })}
        </h3>
        {check && (
          <p className="text-sm text-slate-800">
            {check.changed
              ? t('fixes.changed', {
                  share: formatNumber(check.share, { style: 'percent', maximumFractionDigits: 1 }),
                })
              : t('fixes.unchanged')}
          </p>
        )}
      </div>
      <p className="text-sm text-slate-900">
        {/* User text renders as text, in its own direction whatever the UI language. */}
        <span dir="auto">{change.text}</span>
        <span className="text-slate-700"> — {change.createdBy.fullName}</span>
      </p>
      {check ? (
        <div className="flex flex-wrap gap-3">
          {(
            [
              ['before', comparison.before, t('version', { version: from })],
              ['after', comparison.after, t('version', { version: to })],
              ['difference', comparison.difference, t('fixes.differenceCrop')],
            ] as const
          ).map(([key, image, caption]) => (
            <figure key={key} className="flex flex-col gap-1">
              <figcaption className="text-xs text-slate-700">{caption}</figcaption>
              <RegionCrop
                image={image}
                region={check.region}
                label={t('fixes.cropLabel', { caption, number })}
              />
            </figure>
          ))}
        </div>
      ) : (
        onPage || (
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => props.onShowPage(change.pageNumber)}
            >
              {t('fixes.showPage', { page: change.pageNumber + 1 })}
            </Button>
          </div>
        )
      )}
      <div className="flex flex-wrap items-center gap-4">
        <label className="inline-flex items-center gap-2 text-sm text-slate-900">
          <input
            type="checkbox"
            checked={change.isCompleted}
            disabled={!props.canConfirm}
            onChange={(event) =>
              setCompleted.mutate({
                annotationUID: change.annotationUID,
                isCompleted: event.target.checked,
              })
            }
            className="size-4 accent-blue-700"
          />
          {t('fixes.confirm')}
        </label>
        {onPage && (
          <Button variant="ghost" size="sm" onClick={() => props.onShowRegion(change)}>
            {t('fixes.showRegion')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * "Was it fixed?": every region annotation of the older version with old, new and difference
 * crops of its region and the share of changed pixels there; ticking one completes the
 * annotation, so the checklist is the annotations' own state, shared with the review tool.
 */
export function FixChecklist(props: ChecklistProps) {
  const { t } = useTranslation('compare');
  const headingId = useId();
  const confirmed = props.changes.filter((c) => c.isCompleted).length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-1">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('fixes.title')}
          </h2>
          <InfoTip label={t('common:about', { title: t('fixes.title') })}>
            {t('fixes.intro', { from: props.from, to: props.to })}
          </InfoTip>
        </div>
        {props.changes.length > 0 && (
          <p role="status" className="text-sm font-medium text-slate-900">
            {t('fixes.progress', { confirmed, count: props.changes.length })}
          </p>
        )}
        {!props.canConfirm && props.changes.length > 0 && (
          <p className="text-sm text-slate-700">
            {t(props.readOnlyReason === 'review-link' ? 'fixes.readOnlyLink' : 'fixes.readOnly')}
          </p>
        )}
      </div>
      {props.changes.length === 0 ? (
        <EmptyState title={t('fixes.none', { version: props.from })} />
      ) : (
        <ol className="flex flex-col gap-3">
          {props.changes.map((change, index) => (
            <ChangeItem key={change.annotationUID} change={change} index={index} props={props} />
          ))}
        </ol>
      )}
    </section>
  );
}
