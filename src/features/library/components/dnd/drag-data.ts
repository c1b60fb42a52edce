/** What is being dragged in the library: one folder of the tree, or library assets. */
export type LibraryDragData =
  | { type: 'folder'; folderUID: string; name: string }
  | { type: 'assets'; assetUIDs: string[]; label: string };

export const dragFolderId = (folderUID: string) => `folder:${folderUID}`;
export const dropFolderId = (folderUID: string) => `drop:${folderUID}`;
export const dragAssetId = (assetUID: string) => `asset:${assetUID}`;

/** The folder a drop landed on, from the droppable's data. */
export function droppedOnFolder(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('folderUID' in data)) return null;
  const { folderUID } = data;
  return typeof folderUID === 'string' ? folderUID : null;
}
