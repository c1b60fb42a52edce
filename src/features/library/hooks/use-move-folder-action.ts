import { useTranslation } from '@/lib/i18n';
import { useMoveFolder } from '../api/folder-mutations';
import { folderPath, type FolderIndex } from '../model/folder-index';
import { describeLibraryError } from '../model/library-errors';
import type { LibraryNotice } from '../model/notice';
import { folderMoveRefusalText } from '../model/refusal-text';

/**
 * Moves a folder (from the picker or a drop on the tree): a move the service would refuse is
 * explained without asking it; the outcome becomes the screen's notice.
 */
export function useMoveFolderAction(
  index: FolderIndex | undefined,
  notify: (notice: LibraryNotice) => void,
) {
  const { t } = useTranslation('library');
  const mutation = useMoveFolder();
  const move = (
    folderUID: string,
    targetUID: string,
    handlers: { onDone?: () => void; onFailed?: (text: string) => void } = {},
  ) => {
    if (!index) return;
    const name = index.byUID.get(folderUID)?.name ?? '';
    const refusal = folderMoveRefusalText(t, index, folderUID, targetUID);
    if (refusal) {
      notify({ tone: 'warning', text: refusal });
      return;
    }
    mutation.mutate(
      { folderUID, parentFolderUID: targetUID },
      {
        onSuccess: () => {
          notify({
            tone: 'success',
            text: t('moveFolder.done', { folder: name, target: folderPath(index, targetUID) }),
          });
          handlers.onDone?.();
        },
        onError: (error) => {
          const text = describeLibraryError(error, 'moveFolder', t);
          if (handlers.onFailed) handlers.onFailed(text);
          else notify({ tone: 'error', text });
        },
      },
    );
  };
  return { move, pending: mutation.isPending };
}
