/** What is being dragged in the library: one folder of the tree, or library assets. */
export type LibraryDragData =
  | { type: 'folder'; folderUID: string; name: string }
  | { type: 'assets'; assetUIDs: string[]; label: string };

/**
 * What an asset option hands dnd-kit: just itself. The drag becomes `assets` (the whole
 * selection when the asset is selected) when it starts, so options need not re-render when
 * the selection changes elsewhere.
 */
export interface OptionDragData {
  type: 'asset';
  assetUID: string;
  name: string;
}

export type RawDragData = LibraryDragData | OptionDragData;

export const dragFolderId = (folderUID: string) => `folder:${folderUID}`;
export const dropFolderId = (folderUID: string) => `drop:${folderUID}`;
/** The one draggable of the asset list (what it carries depends on where the press began). */
export const dragAssetsId = 'assets';

/** The folder a drop landed on, from the droppable's data. */
export function droppedOnFolder(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('folderUID' in data)) return null;
  const { folderUID } = data;
  return typeof folderUID === 'string' ? folderUID : null;
}
