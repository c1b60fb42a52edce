import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/types';
import { useVirtualWindow } from '../../hooks/use-virtual-window';
import { nextSort, type SortKey, type SortOrder } from '../../model/filters';
import { sortProjects } from '../../model/sort';
import { ProjectRow, ROW_HEIGHT } from './project-row';
import { SortHeader } from './sort-header';

export interface ProjectTableProps {
  projects: readonly Project[];
  sort: SortOrder;
  onSortChange: (sort: SortOrder) => void;
}

// Every column but the name has a width that fits its content; the name takes the rest, so
// names get the room first and only a narrow window truncates them.
const SORTABLE: { key: SortKey; width: string; numeric?: boolean }[] = [
  { key: 'name', width: '' },
  { key: 'customer', width: 'w-32' },
  { key: 'state', width: 'w-28' },
];
const AFTER_COLUMN: { key: SortKey; width: string; numeric?: boolean }[] = [
  { key: 'dueDate', width: 'w-48' },
  { key: 'created', width: 'w-28' },
  { key: 'pending', width: 'w-24', numeric: true },
  { key: 'approved', width: 'w-24', numeric: true },
  { key: 'rejected', width: 'w-24', numeric: true },
];

/**
 * The list view: a real table (row headers, sortable column headers with aria-sort) whose
 * rows are virtual, so 10,000 projects cost the few dozen rows on screen. aria-rowcount and
 * aria-rowindex tell screen readers where they are in the whole list.
 */
export function ProjectTable({ projects, sort, onSortChange }: ProjectTableProps) {
  const { t, i18n } = useTranslation('dashboard');
  const scroller = useRef<HTMLDivElement>(null);
  const collator = useMemo(
    () => new Intl.Collator(i18n.language, { sensitivity: 'base', numeric: true }),
    [i18n.language],
  );
  const { key, direction } = sort;
  const rows = useMemo(
    () => sortProjects(projects, { key, direction }, collator),
    [projects, key, direction, collator],
  );
  // Stable, or the window recomputes every row on every render.
  const getItemKey = useCallback((index: number) => rows[index]?.projectUID ?? index, [rows]);
  const { items, totalSize } = useVirtualWindow({
    count: rows.length,
    itemSize: ROW_HEIGHT,
    overscan: 8,
    scroller,
    getItemKey,
  });
  const padTop = items[0]?.start ?? 0;
  const padBottom = totalSize - (items.at(-1)?.end ?? 0);
  const onSort = (key: SortKey) => onSortChange(nextSort(sort, key));
  const header = (key: SortKey, width: string, numeric = false) => (
    <SortHeader
      key={key}
      sortKey={key}
      label={t(`list.columns.${key}`)}
      sort={sort}
      onSort={onSort}
      numeric={numeric}
      className={width}
    />
  );

  return (
    <div
      ref={scroller}
      className="h-[calc(100dvh-17rem)] min-h-96 overflow-auto rounded-lg border border-slate-300 bg-white"
    >
      <table
        aria-rowcount={rows.length + 1}
        className="w-full min-w-[76rem] table-fixed border-collapse text-sm"
      >
        <caption className="sr-only">
          {t('list.caption', {
            column: t(`list.columns.${sort.key}`),
            direction: t(sort.direction === 'asc' ? 'list.ascending' : 'list.descending'),
          })}
        </caption>
        <thead className="sticky top-0 z-10 bg-slate-100 text-slate-900 shadow-[0_1px_0_var(--color-slate-300)]">
          <tr aria-rowindex={1}>
            {SORTABLE.map((c) => header(c.key, c.width, c.numeric))}
            <th scope="col" className="w-28 px-2 py-2 text-start font-semibold">
              {t('list.columns.column')}
            </th>
            {AFTER_COLUMN.map((c) => header(c.key, c.width, c.numeric))}
            <th scope="col" className="w-12 px-2 py-2">
              <span className="sr-only">{t('list.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {padTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={11} style={{ height: padTop }} />
            </tr>
          )}
          {items.map((item) => {
            const project = rows[item.index];
            return project ? (
              <ProjectRow key={item.key} project={project} rowIndex={item.index + 2} />
            ) : null;
          })}
          {padBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={11} style={{ height: padBottom }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
