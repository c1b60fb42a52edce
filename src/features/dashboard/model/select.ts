import type { Project } from '@/api/types';
import { memoByInput } from '@/lib/memo-by-input';

// The selections below are remembered per list (memoByInput): going back to the dashboard
// derives nothing again from 10,000 projects it already derived them from.

/**
 * The projects of one client; the list endpoint has no client filter, so the board narrows it
 * here. Returns the input itself when every project is the client's (one client per account is
 * common), saving a copy of 10,000 records on every change.
 */
export const projectsOfClient = memoByInput(
  (projects: readonly Project[], clientUID: string): readonly Project[] => {
    const all = projects.every((project) => project.client.clientUID === clientUID);
    return all ? projects : projects.filter((project) => project.client.clientUID === clientUID);
  },
);

/** Projects in a folder; null means every folder (and none). */
export const projectsInFolder = memoByInput(
  (projects: readonly Project[], folderUID: string | null): readonly Project[] =>
    folderUID === null ? projects : projects.filter((project) => project.folderUID === folderUID),
);

/** How many projects each folder holds. Invariant: `all` counts every project, filed or not. */
export interface FolderCounts {
  all: number;
  byFolder: Map<string, number>;
}

const folderCounts = memoByInput((projects: readonly Project[], _: null): FolderCounts => {
  const byFolder = new Map<string, number>();
  for (const { folderUID } of projects) {
    if (folderUID !== null) byFolder.set(folderUID, (byFolder.get(folderUID) ?? 0) + 1);
  }
  return { all: projects.length, byFolder };
});

export function countByFolder(projects: readonly Project[]): FolderCounts {
  return folderCounts(projects, null);
}

/** The UIDs of a list of projects, in order (a column's sortable items). */
export const projectUIDs = memoByInput((projects: readonly Project[], _: null): readonly string[] =>
  projects.map((p) => p.projectUID),
);
