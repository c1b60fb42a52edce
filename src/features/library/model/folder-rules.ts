import { isSelfOrDescendant, type FolderIndex } from './folder-index';

/** The service's limit on a folder name (the offline service's DAL_FOLDER_NAME_MAX). */
export const FOLDER_NAME_MAX = 100;

/**
 * Why a folder cannot go under a target; the same rules the service answers 412 for,
 * checked first so the person reads the reason instead of a bare error.
 */
export type FolderMoveRefusal =
  | { kind: 'root' }
  | { kind: 'self' }
  | { kind: 'descendant' }
  | { kind: 'already-there' }
  | { kind: 'name-taken'; name: string }
  | { kind: 'missing' };

const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** A sibling under `parentUID` already named `name` (case-insensitive, as the service compares). */
export function siblingNamed(
  index: FolderIndex,
  parentUID: string,
  name: string,
  exceptUID?: string,
): boolean {
  const parent = index.byUID.get(parentUID);
  return (parent?.childUIDs ?? []).some(
    (uid) => uid !== exceptUID && sameName(index.byUID.get(uid)?.name ?? '', name),
  );
}

export function folderMoveRefusal(
  index: FolderIndex,
  folderUID: string,
  targetUID: string,
): FolderMoveRefusal | null {
  const folder = index.byUID.get(folderUID);
  if (!folder || !index.byUID.has(targetUID)) return { kind: 'missing' };
  if (folder.parentUID === null) return { kind: 'root' };
  if (folderUID === targetUID) return { kind: 'self' };
  if (isSelfOrDescendant(index, folderUID, targetUID)) return { kind: 'descendant' };
  if (folder.parentUID === targetUID) return { kind: 'already-there' };
  if (siblingNamed(index, targetUID, folder.name, folderUID))
    return { kind: 'name-taken', name: folder.name };
  return null;
}

export type FolderDeleteRefusal =
  { kind: 'root' } | { kind: 'not-empty'; folders: number; assets: number };

/** `assetCount`: the folder's own assets (the service refuses while there are any). */
export function folderDeleteRefusal(
  index: FolderIndex,
  folderUID: string,
  assetCount: number,
): FolderDeleteRefusal | null {
  const folder = index.byUID.get(folderUID);
  if (!folder) return null;
  if (folder.parentUID === null) return { kind: 'root' };
  if (folder.childUIDs.length > 0 || assetCount > 0)
    return { kind: 'not-empty', folders: folder.childUIDs.length, assets: assetCount };
  return null;
}

export type FolderNameProblem = 'required' | 'too-long' | 'taken';

/** Checks a new or changed folder name as the service will, trimmed. */
export function folderNameProblem(
  index: FolderIndex,
  parentUID: string,
  rawName: string,
  exceptUID?: string,
): FolderNameProblem | null {
  const name = rawName.trim();
  if (name === '') return 'required';
  if (name.length > FOLDER_NAME_MAX) return 'too-long';
  if (siblingNamed(index, parentUID, name, exceptUID)) return 'taken';
  return null;
}
