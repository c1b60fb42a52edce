import { createContext, useCallback, useContext, useMemo } from 'react';
import type { DashboardFolder, KanbanColumn, Project } from '@/api/types';
import { isProjectReadOnly } from '@/lib/review-status';
import { nextMoveId, useMoveProject } from '../api/move-project';
import type { MoveField } from '../model/board-model';
import { useFocusIntent } from '../stores/focus-intent';

export interface MoveOptions {
  /** After a column move, focus this control of the card in its new column. */
  focus?: 'handle' | 'menu';
}

/**
 * What cards, rows, menus and drop targets need from the page, through context so memoized
 * cards do not take them as props. Invariant: the value changes only with the client.
 */
export interface DashboardActions {
  columns: readonly KanbanColumn[];
  folders: readonly DashboardFolder[];
  columnName: (columnUID: string | null) => string | null;
  folderName: (folderUID: string | null) => string | null;
  /** The project page's path (the app's route table, handed down by the route module). */
  projectHref: (projectUID: string) => string;
  /** Asks the service to move a project; read-only projects are never sent. */
  moveProject: (project: Project, field: MoveField, to: string, options?: MoveOptions) => void;
}

const EMPTY: DashboardActions = {
  columns: [],
  folders: [],
  columnName: () => null,
  folderName: () => null,
  projectHref: () => '',
  moveProject: () => undefined,
};

export const DashboardActionsContext = createContext<DashboardActions>(EMPTY);

export function useDashboardActions(): DashboardActions {
  return useContext(DashboardActionsContext);
}

/** Builds the context value for one client's columns and folders. */
export function useDashboardActionsValue(
  columns: readonly KanbanColumn[] | undefined,
  folders: readonly DashboardFolder[] | undefined,
  projectHref: (projectUID: string) => string,
): DashboardActions {
  const { mutate } = useMoveProject();
  const columnName = useCallback(
    (uid: string | null) => columns?.find((c) => c.kanbanColumnUID === uid)?.name ?? null,
    [columns],
  );
  const folderName = useCallback(
    (uid: string | null) => folders?.find((f) => f.folderUID === uid)?.name ?? null,
    [folders],
  );
  const moveProject = useCallback(
    (project: Project, field: MoveField, to: string, options: MoveOptions = {}) => {
      if (isProjectReadOnly(project.projectState) || project[field] === to) return;
      const targetName = (field === 'kanbanColumnUID' ? columnName(to) : folderName(to)) ?? to;
      mutate({
        id: nextMoveId(),
        projectUID: project.projectUID,
        field,
        to,
        projectName: project.name,
        targetName,
      });
      if (options.focus && field === 'kanbanColumnUID') {
        useFocusIntent
          .getState()
          .request({ projectUID: project.projectUID, columnUID: to, target: options.focus });
      }
    },
    [mutate, columnName, folderName],
  );
  return useMemo(
    () => ({
      columns: columns ?? [],
      folders: folders ?? [],
      columnName,
      folderName,
      projectHref,
      moveProject,
    }),
    [columns, folders, columnName, folderName, projectHref, moveProject],
  );
}
