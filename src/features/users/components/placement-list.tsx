import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { cn, focusRing } from '@/components/ui';
import { formatNumber } from '@/lib/format';

export interface Placement {
  uid: string;
  name: string;
  count: number | null;
  href: string;
}

/**
 * Folders or Kanban columns with their project counts; each name links to the dashboard
 * showing them. `ordered` for columns, whose order is the board's.
 */
export function PlacementList({
  items,
  ordered,
  label,
}: {
  items: readonly Placement[];
  ordered: boolean;
  label: string;
}) {
  const { t } = useTranslation('users');
  const List = ordered ? 'ol' : 'ul';
  if (items.length === 0) return <p className="text-sm text-slate-700">{t('none')}</p>;
  return (
    <List aria-label={label} className="flex flex-col gap-1 text-sm">
      {items.map((item) => (
        <li key={item.uid} className="flex flex-wrap items-baseline justify-between gap-2">
          <Link
            to={item.href}
            className={cn(
              'inline-flex min-h-6 items-center rounded text-blue-800 underline hover:text-blue-950',
              focusRing,
            )}
          >
            {item.name}
          </Link>
          <span className="text-slate-700 tabular-nums">
            {item.count === null
              ? t('counts.unknown')
              : t('counts.projects', { count: item.count, formatted: formatNumber(item.count) })}
          </span>
        </li>
      ))}
    </List>
  );
}
