import { useTranslation } from '@/lib/i18n';
import { Badge, Button } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { wipStatus } from '../../model/wip';
import { useWipLimits } from '../../stores/wip-limits';

export interface ColumnHeaderProps {
  headingId: string;
  name: string;
  /** Null for the lane of projects without a column: it has no limit. */
  columnUID: string | null;
  count: number;
  openCount: number;
  dropHint: boolean;
  onEditLimit?: () => void;
}

/** Name, count, the optional work-in-progress limit (with a warning in words when exceeded). */
export function ColumnHeader({
  headingId,
  name,
  columnUID,
  count,
  openCount,
  dropHint,
  onEditLimit,
}: ColumnHeaderProps) {
  const { t } = useTranslation('dashboard');
  const limit = useWipLimits((s) => (columnUID === null ? undefined : s.limits[columnUID]));
  const status = wipStatus(openCount, limit);
  return (
    <header className="relative flex flex-col gap-1 px-3 pt-3 pb-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="truncate text-sm font-semibold text-slate-900">
          {name}
        </h2>
        <span className="text-xs font-medium text-slate-700">
          {t('column.count', { count, number: formatNumber(count) })}
        </span>
      </div>
      <div className="flex min-h-6 flex-wrap items-center gap-1.5 text-xs text-slate-700">
        {limit !== undefined && (
          <span>
            {t('column.wip', { open: formatNumber(openCount), limit: formatNumber(limit) })}
          </span>
        )}
        {status === 'over' && <Badge tone="error">{t('column.overLimit')}</Badge>}
        {status === 'at' && <Badge tone="warning">{t('column.atLimit')}</Badge>}
        {onEditLimit && (
          <Button
            variant="ghost"
            size="sm"
            className="ms-auto px-1.5 py-0.5 text-xs"
            // The name starts with the visible words (WCAG 2.5.3) and says which column.
            aria-label={t(limit === undefined ? 'column.setLimitFor' : 'column.changeLimitFor', {
              name,
            })}
            onClick={onEditLimit}
          >
            {limit === undefined ? t('column.setLimit') : t('column.changeLimit')}
          </Button>
        )}
      </div>
      {dropHint && (
        // Laid over the header, not added to it: a drop target that changes size mid-drag makes
        // dnd-kit measure every target again, and the board re-render several times per move.
        <p
          aria-hidden="true"
          className="absolute inset-x-2 -bottom-3 z-10 rounded bg-blue-700 px-2 py-0.5 text-center text-xs font-semibold text-white"
        >
          {t('column.dropHere')}
        </p>
      )}
    </header>
  );
}
