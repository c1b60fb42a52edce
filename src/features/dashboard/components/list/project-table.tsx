import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { usePhoneLayout } from '@/components/ui';
import { useVirtualWindow } from '../../hooks/use-virtual-window';
import { nextSort, type SortKey, type SortOrder } from '../../model/filters';
import { sortProjects } from '../../model/sort';
import { CARD_HEIGHT, ProjectCard } from './project-card';
import { ProjectRow, ROW_HEIGHT } from './project-row';
import { SortHeader } from './sort-header';
import { SortSelect } from './sort-select';

export interface ProjectTableProps {
  projects: readonly Project[];
  sort: SortOrder;
  onSortChange: (sort: SortOrder) => void;
}

// Every column but the name has a width that fits its content; the name takes the rest, so
// names get the room first and only a narrow window truncates them. The counts are w-28: a
// longer header word ("Freigegeben", the pseudo-locale's) and the sort icon fit without spilling.
const SORTABLE: { key: SortKey; width: string; numeric?: boolean }[] = [
  { key: 'name', width: '' },
  { key: 'customer', width: 'w-32' },
  { key: 'state', width: 'w-28' },
];
const AFTER_COLUMN: { key: SortKey; width: string; numeric?: boolean }[] = [
  { key: 'dueDate', width: 'w-48' },
  { key: 'created', width: 'w-28' },
  { key: 'pending', width: 'w-28', numeric: true },
  { key: 'approved', width: 'w-28', numeric: true },
  { key: 'rejected', width: 'w-28', numeric: true },
];

// relative: the visually hidden texts (absolute, 1 px) of the far columns are then clipped by
// the box, rather than placed against the page, which they would widen on a tablet.
const scrollBox = 'relative h-[calc(100dvh-17rem)] min-h-96 overflow-auto';

/**
 * The list view: a real table (row headers, sortable column headers with aria-sort) whose
 * rows are virtual, so 10,000 projects cost the few dozen rows on screen. aria-rowcount and
 * aria-rowindex tell screen readers where they are in the whole list.
 *
 * Below md (phones) it is a list of cards with a "Sort by" control instead. Not the shared
 * `table-as-list` CSS: that stacks every cell on a line of its own, so a row's height follows
 * its wrapped texts, and this virtual window places rows by one fixed height; and its hidden
 * header would leave the sort buttons focusable but unseen. A card of fixed height
 * (CARD_HEIGHT) keeps the window exact; aria-setsize/posinset keep the position in the list.
 */
export function ProjectTable({ projects, sort, onSortChange }: ProjectTableProps) {
  const { t, i18n } = useTranslation('dashboard');
  const phone = usePhoneLayout();
  const itemSize = phone ? CARD_HEIGHT : ROW_HEIGHT;
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
    itemSize,
    overscan: 8,
    scroller,
    getItemKey,
  });
  const padTop = items[0]?.start ?? 0;
  const padBottom = totalSize - (items.at(-1)?.end ?? 0);
  const onSort = (key: SortKey) => onSortChange(nextSort(sort, key));
  const caption = t('list.caption', {
    column: t(`list.columns.${sort.key}`),
    direction: t(sort.direction === 'asc' ? 'list.ascending' : 'list.descending'),
  });

  if (phone)
    return (
      <div className="flex flex-col gap-3">
        <SortSelect sort={sort} onSortChange={onSortChange} />
        <div ref={scroller} className={scrollBox}>
          <ul aria-label={caption} style={{ paddingTop: padTop, paddingBottom: padBottom }}>
            {items.map((item) => {
              const project = rows[item.index];
              return project ? (
                <ProjectCard
                  key={item.key}
                  project={project}
                  position={item.index + 1}
                  count={rows.length}
                />
              ) : null;
            })}
          </ul>
        </div>
      </div>
    );

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
    <div ref={scroller} className={`${scrollBox} rounded-lg border border-slate-300 bg-white`}>
      <table
        aria-rowcount={rows.length + 1}
        className="w-full min-w-[79rem] table-fixed border-collapse text-sm"
      >
        <caption className="sr-only">{caption}</caption>
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
