import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { KanbanColumn as Column, Project } from '@/api/types';
import { groupByColumnOnce } from '../../model/board-model';
import { KanbanColumn } from './kanban-column';
import { WipLimitDialog } from '../deferred';

const NONE: readonly Project[] = [];

export interface KanbanBoardProps {
  columns: readonly Column[];
  /** The projects to show, already filtered; each lands in exactly one lane. */
  projects: readonly Project[];
}

/**
 * The client's Kanban columns side by side. Projects whose column the client does not have
 * (or that have none) get a lane of their own in front, so nothing filtered in goes missing.
 */
export function KanbanBoard({ columns, projects }: KanbanBoardProps) {
  const { t } = useTranslation('dashboard');
  const columnUIDs = useMemo(() => columns.map((c) => c.kanbanColumnUID), [columns]);
  const groups = useMemo(() => groupByColumnOnce(projects, columnUIDs), [projects, columnUIDs]);
  const [editing, setEditing] = useState<{ columnUID: string; name: string } | null>(null);
  // The dialog is a chunk of its own, mounted from the first edit on and then kept, so closing
  // returns focus as a dialog should.
  const [dialogMounted, setDialogMounted] = useState(false);
  const onEditLimit = useCallback((column: { columnUID: string; name: string }) => {
    setDialogMounted(true);
    setEditing(column);
  }, []);

  return (
    // On a phone the columns swipe one at a time (scroll snap); wider screens hold several.
    <div className="min-w-0 snap-x snap-mandatory overflow-x-auto scroll-px-0 sm:snap-none">
      <div className="-mx-1.5 flex pb-2">
        {groups.unplaced.length > 0 && (
          <KanbanColumn columnUID={null} name={t('column.unplaced')} projects={groups.unplaced} />
        )}
        {columns.map((column) => (
          <KanbanColumn
            key={column.kanbanColumnUID}
            columnUID={column.kanbanColumnUID}
            name={column.name}
            projects={groups.byColumn.get(column.kanbanColumnUID) ?? NONE}
            onEditLimit={onEditLimit}
          />
        ))}
      </div>
      {dialogMounted && (
        <Suspense fallback={null}>
          <WipLimitDialog.Component column={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </div>
  );
}
