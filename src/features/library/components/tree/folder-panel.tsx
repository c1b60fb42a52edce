import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui';
import { useMoveFolderAction } from '../../hooks/use-move-folder-action';
import type { FolderIndex } from '../../model/folder-index';
import type { LibraryNotice } from '../../model/notice';
import { folderMoveRefusalText } from '../../model/refusal-text';
import { DeleteFolderDialog } from '../dialogs/delete-folder-dialog';
import { FolderNameDialog, type FolderNameMode } from '../dialogs/folder-name-dialog';
import { FolderPickerDialog } from '../dialogs/folder-picker-dialog';
import { FolderTree } from './folder-tree';
import type { FolderCommand } from './use-folder-tree-instance';

type OpenDialog =
  | { kind: 'name'; mode: FolderNameMode }
  | { kind: 'move'; folderUID: string }
  | { kind: 'delete'; folderUID: string }
  | null;

/** The folder tree with its commands (new, rename, move to…, delete) for the current folder. */
export function FolderPanel({
  index,
  currentUID,
  onOpen,
  notify,
}: {
  index: FolderIndex;
  currentUID: string;
  onOpen: (folderUID: string) => void;
  notify: (notice: LibraryNotice) => void;
}) {
  const { t } = useTranslation('library');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [moveError, setMoveError] = useState<string | null>(null);
  const move = useMoveFolderAction(index, notify);
  const current = index.byUID.get(currentUID);
  const isRoot = current?.parentUID === null;

  const run = (folderUID: string, command: FolderCommand) => {
    if (folderUID !== currentUID) onOpen(folderUID);
    if (command === 'create')
      setDialog({ kind: 'name', mode: { kind: 'create', parentUID: folderUID } });
    else if (command === 'rename') setDialog({ kind: 'name', mode: { kind: 'rename', folderUID } });
    else if (command === 'move') {
      setMoveError(null);
      setDialog({ kind: 'move', folderUID });
    } else setDialog({ kind: 'delete', folderUID });
  };

  return (
    <nav aria-label={t('tree.region')} className="flex min-h-0 flex-col gap-2">
      <div
        role="toolbar"
        aria-label={t('tree.actions', { folder: current?.name ?? '' })}
        className="flex flex-wrap gap-1"
      >
        <Button size="sm" variant="secondary" onClick={() => run(currentUID, 'create')}>
          {t('tree.newFolder')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => run(currentUID, 'rename')}>
          {t('tree.rename')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            isRoot
              ? notify({ tone: 'warning', text: t('refusals.move.root', { folder: current.name }) })
              : run(currentUID, 'move')
          }
        >
          {t('tree.moveTo')}
        </Button>
        <Button size="sm" variant="danger" onClick={() => run(currentUID, 'delete')}>
          {t('tree.delete')}
        </Button>
      </div>
      <FolderTree index={index} currentUID={currentUID} onOpen={onOpen} onCommand={run} />
      {dialog?.kind === 'name' && (
        <FolderNameDialog
          index={index}
          mode={dialog.mode}
          onClose={() => setDialog(null)}
          onDone={(folderUID) => {
            setDialog(null);
            onOpen(folderUID);
          }}
        />
      )}
      {dialog?.kind === 'move' && (
        <FolderPickerDialog
          index={index}
          title={t('moveFolder.title', { folder: index.byUID.get(dialog.folderUID)?.name ?? '' })}
          description={t('moveFolder.description')}
          confirmLabel={t('moveFolder.confirm')}
          refusal={(target) => folderMoveRefusalText(t, index, dialog.folderUID, target)}
          pending={move.pending}
          error={moveError}
          onPick={(target) =>
            move.move(dialog.folderUID, target, {
              onDone: () => setDialog(null),
              onFailed: setMoveError,
            })
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteFolderDialog
          index={index}
          folderUID={dialog.folderUID}
          onClose={() => setDialog(null)}
          onDeleted={(parentUID) => {
            notify({
              tone: 'success',
              text: t('deleteFolder.done', {
                folder: index.byUID.get(dialog.folderUID)?.name ?? '',
              }),
            });
            setDialog(null);
            onOpen(parentUID);
          }}
        />
      )}
    </nav>
  );
}
