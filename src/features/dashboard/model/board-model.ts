/**
 * The optimistic board, as plain functions over plain data.
 *
 * The server's list (React Query's cache) is the only stored truth. Moves the user asked for
 * and the server has not answered are kept apart as {@link PendingMove}s; the board shows
 * {@link reconcile}(server, pending). A failed move is simply dropped ({@link rollback}); a
 * confirmed one is written into the server list ({@link applyMove}) before it stops pending,
 * so the card never jumps back while the list is fetched again.
 */
import type { Project } from '@/api/types';
import { memoByInput } from '@/lib/memo-by-input';

/** The two placements of a project that the dashboard changes. */
export type MoveField = 'kanbanColumnUID' | 'folderUID';

/** What a move changes: one project's column or folder. */
export interface MoveTarget {
  projectUID: string;
  field: MoveField;
  /** The column or folder UID the project goes to. */
  to: string;
}

/**
 * A move the server has not answered yet.
 * Invariant: `id` is unique for the page's lifetime and grows with the order moves were asked.
 */
export interface PendingMove extends MoveTarget {
  id: number;
}

/** The fields of a project record the board model reads. */
type Placed = Pick<Project, 'projectUID' | MoveField>;

/**
 * The list with one project's column or folder set to `move.to`. Returns the same array
 * when nothing changes, so memoized consumers skip work.
 */
export function applyMove<P extends Placed>(projects: P[], move: MoveTarget): P[];
export function applyMove<P extends Placed>(projects: readonly P[], move: MoveTarget): readonly P[];
export function applyMove<P extends Placed>(
  projects: readonly P[],
  move: MoveTarget,
): readonly P[] {
  const index = projects.findIndex((project) => project.projectUID === move.projectUID);
  const current = index === -1 ? undefined : projects[index];
  if (current === undefined || current[move.field] === move.to) return projects;
  const next = projects.slice();
  next[index] = { ...current, [move.field]: move.to };
  return next;
}

/** The pending moves without the one that failed. */
export function rollback(pending: readonly PendingMove[], moveId: number): PendingMove[] {
  return pending.filter((move) => move.id !== moveId);
}

/**
 * What the board shows: the server's latest list with every pending move re-applied in the
 * order the user asked, so a list fetched mid-flight never undoes a move still on its way.
 * Returns `server` itself when no move changes anything.
 */
export function reconcile<P extends Placed>(
  server: readonly P[],
  pending: readonly PendingMove[],
): readonly P[] {
  if (pending.length === 0) return server;
  const latest = new Map<string, Partial<Record<MoveField, string>>>();
  for (const move of [...pending].sort((a, b) => a.id - b.id)) {
    latest.set(move.projectUID, { ...latest.get(move.projectUID), [move.field]: move.to });
  }
  let next: P[] | null = null;
  for (let index = 0; index < server.length; index++) {
    const project = server[index];
    const override = project && latest.get(project.projectUID);
    if (!project || !override) continue;
    const column = override.kanbanColumnUID ?? project.kanbanColumnUID;
    const folder = override.folderUID ?? project.folderUID;
    if (column === project.kanbanColumnUID && folder === project.folderUID) continue;
    next ??= server.slice();
    next[index] = { ...project, kanbanColumnUID: column, folderUID: folder };
  }
  return next ?? server;
}

/**
 * Projects split by Kanban column.
 * Invariant: every input project is in exactly one of `byColumn`'s lists or in `unplaced`
 * (no column, or a column the client does not have), in input order.
 */
export interface ColumnGroups<P> {
  byColumn: Map<string, P[]>;
  unplaced: P[];
}

export function groupByColumn<P extends Pick<Project, 'kanbanColumnUID'>>(
  projects: readonly P[],
  columnUIDs: readonly string[],
): ColumnGroups<P> {
  const byColumn = new Map<string, P[]>(columnUIDs.map((uid) => [uid, []]));
  const unplaced: P[] = [];
  for (const project of projects) {
    const list =
      project.kanbanColumnUID === null ? undefined : byColumn.get(project.kanbanColumnUID);
    if (list) list.push(project);
    else unplaced.push(project);
  }
  return { byColumn, unplaced };
}

const grouped = memoByInput(
  (projects: readonly Project[], columnKey: string): ColumnGroups<Project> =>
    groupByColumn(projects, columnKey === '' ? [] : columnKey.split('\n')),
);

/**
 * {@link groupByColumn} remembered per list and set of columns (see memoByInput), so a return
 * to the board groups nothing again. Callers must not change the lists.
 */
export function groupByColumnOnce(
  projects: readonly Project[],
  columnUIDs: readonly string[],
): ColumnGroups<Project> {
  return grouped(projects, columnUIDs.join('\n'));
}
