import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { folderAssetsQueryOptions } from '../api/folder-assets';
import { foldersInOrder, type FolderIndex } from '../model/folder-index';

/** Folders asked at most before settling on the root: each is one request. */
const MAX_PROBED = 40;

/**
 * The folder the library opens on when the address names none: the first, in tree order, that
 * holds assets (the root itself when it does), so a first visit shows artwork rather than an
 * empty root whose assets all sit in subfolders. The root when no folder asked holds any, or
 * when asking fails. Undefined while it is being found.
 */
export function useOpeningFolder(index: FolderIndex | undefined, wanted: boolean) {
  const queryClient = useQueryClient();
  const [found, setFound] = useState<{ rootUID: string; folderUID: string } | null>(null);
  const rootUID = index?.rootUID;
  useEffect(() => {
    if (!index || !wanted || found?.rootUID === index.rootUID) return;
    let cancelled = false;
    const probe = async () => {
      for (const folder of foldersInOrder(index).slice(0, MAX_PROBED)) {
        const assets = await queryClient.query(folderAssetsQueryOptions(folder.folderUID));
        if (assets.length > 0) return folder.folderUID;
      }
      return index.rootUID;
    };
    void probe()
      .catch(() => index.rootUID)
      .then((folderUID) => {
        if (!cancelled) setFound({ rootUID: index.rootUID, folderUID });
      });
    return () => {
      cancelled = true;
    };
  }, [index, wanted, found, queryClient]);
  return found && found.rootUID === rootUID ? found.folderUID : undefined;
}
