/**
 * Query keys of library data: `all` -> trees -> tree(client); folder contents and single
 * assets below `all`, so a change that touches several (a move) can refresh the library at once.
 * The project keys at the end are the shared roots the project screens read, so a copy into a
 * project refreshes that project's asset list.
 */
export const libraryKeys = {
  all: ['dal'] as const,
  trees: () => [...libraryKeys.all, 'tree'] as const,
  tree: (clientUID: string | null) => [...libraryKeys.trees(), clientUID ?? 'default'] as const,
  folderContents: () => [...libraryKeys.all, 'folder-assets'] as const,
  folderAssets: (folderUID: string) => [...libraryKeys.folderContents(), folderUID] as const,
  assets: () => [...libraryKeys.all, 'asset'] as const,
  asset: (assetUID: string) => [...libraryKeys.assets(), assetUID] as const,
};

export const sharedProjectKeys = {
  lists: () => ['projects', 'list'] as const,
  /** Under lists, so a new or changed project refreshes the copy picker too. */
  copyTargets: () => ['projects', 'list', 'library-copy-targets'] as const,
  detail: (projectUID: string) => ['projects', 'detail', projectUID] as const,
  /** Whether an origin project still exists (under its detail key, so a delete refreshes it). */
  origin: (projectUID: string) => ['projects', 'detail', projectUID, 'library-origin'] as const,
};
