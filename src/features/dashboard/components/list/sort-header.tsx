import { useTranslation } from '@/lib/i18n';
import { cn, focusRing } from '@/components/ui';
import type { SortKey, SortOrder } from '../../model/filters';
import { SortIcon } from '../icons';

export interface SortHeaderProps {
  sortKey: SortKey;
  label: string;
  sort: SortOrder;
  onSort: (key: SortKey) => void;
  numeric?: boolean;
  className?: string;
}

/** A column header with a sort button; aria-sort tells screen readers the current order. */
export function SortHeader({
  sortKey,
  label,
  sort,
  onSort,
  numeric = false,
  className,
}: SortHeaderProps) {
  const { t } = useTranslation('dashboard');
  const active = sort.key === sortKey;
  const direction = active ? sort.direction : 'none';
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('px-2 py-2 font-semibold', numeric ? 'text-end' : 'text-start', className)}
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        title={t('list.sortBy', { column: label })}
        className={cn(
          'inline-flex items-center gap-1 rounded px-1 py-0.5 hover:bg-slate-200',
          numeric && 'flex-row-reverse',
          focusRing,
        )}
      >
        {label}
        <SortIcon direction={direction} width={12} height={12} />
      </button>
    </th>
  );
}
