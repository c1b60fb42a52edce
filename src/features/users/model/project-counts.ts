/** Where one project sits: its client, dashboard folder and Kanban column. */
export interface ProjectPlacement {
  clientUID: string;
  folderUID: string | null;
  kanbanColumnUID: string | null;
}

/** Projects per folder and per column, keyed by client so equal UIDs in two clients never mix. */
export interface ProjectCounts {
  folder(clientUID: string, folderUID: string): number;
  column(clientUID: string, kanbanColumnUID: string): number;
}

export function countProjects(placements: readonly ProjectPlacement[]): ProjectCounts {
  const folders = new Map<string, number>();
  const columns = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const p of placements) {
    if (p.folderUID) bump(folders, `${p.clientUID} ${p.folderUID}`);
    if (p.kanbanColumnUID) bump(columns, `${p.clientUID} ${p.kanbanColumnUID}`);
  }
  return {
    folder: (clientUID, folderUID) => folders.get(`${clientUID} ${folderUID}`) ?? 0,
    column: (clientUID, columnUID) => columns.get(`${clientUID} ${columnUID}`) ?? 0,
  };
}
