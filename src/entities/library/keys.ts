/**
 * The one key factory of the digital asset library (the library screen and the assets tab's
 * "Add to library" read it): `all` -> trees -> tree(client); folder contents and single assets
 * below `all`, so a change that touches several (a move) can refresh the library at once.
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
