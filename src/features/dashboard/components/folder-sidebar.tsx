import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { DashboardFolder } from '@/api/types';
import { cn, focusRing } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { searchFor } from '../hooks/use-dashboard-filters';
import type { DashboardFilters } from '../model/filters';
import type { FolderCounts } from '../model/select';
import { useFolderDrop } from './drag/use-drag-bindings';

export interface FolderSidebarProps {
  folders: readonly DashboardFolder[];
  counts: FolderCounts;
  filters: DashboardFilters;
  /** The folder shown, null for all projects. */
  selected: string | null;
}

const linkClass = (selected: boolean) =>
  cn(
    'flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm',
    selected ? 'bg-blue-100 font-semibold text-blue-950' : 'text-slate-900 hover:bg-slate-100',
    focusRing,
  );

/**
 * The client's dashboard folders as filters (links, so the URL keeps the choice) and, while a
 * card is dragged, as drop targets that file the project in that folder.
 */
export function FolderSidebar({ folders, counts, filters, selected }: FolderSidebarProps) {
  const { t } = useTranslation('dashboard');
  return (
    <nav aria-labelledby="dashboard-folders-heading" className="flex flex-col gap-2">
      <h2 id="dashboard-folders-heading" className="px-2 text-sm font-semibold text-slate-900">
        {t('folders.heading')}
      </h2>
      <ul className="flex flex-col gap-0.5">
        <li>
          <Link
            to={{ search: searchFor(filters, { folderUID: null }) }}
            aria-current={selected === null ? 'true' : undefined}
            aria-label={t('folders.linkLabel', {
              name: t('folders.all'),
              count: counts.all,
              number: formatNumber(counts.all),
            })}
            className={linkClass(selected === null)}
          >
            <span className="truncate">{t('folders.all')}</span> <Count count={counts.all} />
          </Link>
        </li>
        {folders.map((folder) => (
          <FolderItem
            key={folder.folderUID}
            folder={folder}
            count={counts.byFolder.get(folder.folderUID) ?? 0}
            href={searchFor(filters, { folderUID: folder.folderUID })}
            selected={selected === folder.folderUID}
          />
        ))}
      </ul>
    </nav>
  );
}

/**
 * Follows the name after a space, so the visible text ("Snacks 2") stays part of the
 * accessible name ("Snacks, 2 projects"), as WCAG 2.5.3 asks (axe label-content-name-mismatch).
 */
function Count({ count }: { count: number }) {
  return <span className="text-xs tabular-nums text-slate-700">{formatNumber(count)}</span>;
}

function FolderItem({
  folder,
  count,
  href,
  selected,
}: {
  folder: DashboardFolder;
  count: number;
  href: string;
  selected: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const { setNodeRef, canDrop, isOver } = useFolderDrop(folder.folderUID);
  return (
    <li
      ref={setNodeRef}
      className={cn(
        'relative rounded-md',
        canDrop && 'outline-1 outline-dashed outline-slate-500',
        isOver && 'bg-blue-50 outline-2 outline-solid outline-blue-700',
      )}
    >
      <Link
        to={{ search: href }}
        aria-current={selected ? 'true' : undefined}
        // Name and count read as one phrase: "Snacks, 2 projects".
        aria-label={t('folders.linkLabel', {
          name: folder.name,
          count,
          number: formatNumber(count),
        })}
        className={linkClass(selected)}
      >
        <span className="truncate">{folder.name}</span> <Count count={count} />
      </Link>
      {isOver && (
        // Over the next entry rather than pushing it down: targets must keep their size mid-drag.
        <p
          aria-hidden="true"
          className="absolute inset-x-1 top-full z-10 -mt-1 rounded bg-blue-700 px-2 py-0.5 text-xs font-semibold text-white"
        >
          {t('folders.dropHint')}
        </p>
      )}
    </li>
  );
}
