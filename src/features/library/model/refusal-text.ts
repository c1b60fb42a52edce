import type { TFunction } from '@/lib/i18n';
import type { FolderIndex } from './folder-index';
import {
  folderMoveRefusal,
  type FolderDeleteRefusal,
  type FolderMoveRefusal,
} from './folder-rules';

/** A sentence for why a folder cannot go under a target. */
export function moveRefusalText(
  t: TFunction,
  refusal: FolderMoveRefusal,
  folderName: string,
  targetName: string,
): string {
  return t(`refusals.move.${refusal.kind}`, { folder: folderName, target: targetName });
}

/** The refusal for moving `folderUID` under `targetUID` in words, or null when it may go. */
export function folderMoveRefusalText(
  t: TFunction,
  index: FolderIndex,
  folderUID: string,
  targetUID: string,
): string | null {
  const refusal = folderMoveRefusal(index, folderUID, targetUID);
  if (!refusal) return null;
  return moveRefusalText(
    t,
    refusal,
    index.byUID.get(folderUID)?.name ?? '',
    index.byUID.get(targetUID)?.name ?? '',
  );
}

/** Why a folder cannot be deleted, saying what it holds. */
export function deleteRefusalText(
  t: TFunction,
  refusal: FolderDeleteRefusal,
  folderName: string,
): string {
  if (refusal.kind === 'root') return t('refusals.delete.root', { folder: folderName });
  const holds = [
    refusal.folders > 0 ? t('refusals.delete.folders', { count: refusal.folders }) : null,
    refusal.assets > 0 ? t('refusals.delete.assets', { count: refusal.assets }) : null,
  ].filter((part): part is string => part !== null);
  return t('refusals.delete.notEmpty', {
    folder: folderName,
    holds: holds.join(t('refusals.delete.and')),
  });
}
