import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { DalAsset } from '@/api/types';
import type { useAssetActions } from '../../hooks/use-asset-actions';
import type { ItemOutcome } from '../../model/bulk-result';
import type { FolderIndex } from '../../model/folder-index';
import { CopyToProjectDialog } from './copy-to-project-dialog';
import { DeleteAssetsDialog } from './delete-assets-dialog';
import { FolderPickerDialog } from './folder-picker-dialog';

export type AssetCommand = 'move' | 'copy' | 'delete';
type Open = { command: AssetCommand; assets: DalAsset[] } | null;

/** The three dialogs that act on chosen assets; `open` is what buttons and keys call. */
export function useAssetDialogs({
  index,
  clientUID,
  actions,
  onFinished,
}: {
  index: FolderIndex | undefined;
  clientUID: string | null;
  actions: ReturnType<typeof useAssetActions>;
  /** After an action ran, with the assets it could not act on (they stay selected). */
  onFinished: (command: AssetCommand, failedUIDs: string[]) => void;
}) {
  const { t } = useTranslation('library');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const finish = (command: AssetCommand) => (outcomes: ItemOutcome<unknown>[]) => {
    setOpen(null);
    onFinished(
      command,
      outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.id])),
    );
  };

  let element = null;
  if (open?.command === 'move' && index) {
    const folders = new Set(open.assets.map((asset) => asset.folderUID));
    element = (
      <FolderPickerDialog
        index={index}
        title={t('moveAssets.title', {
          count: open.assets.length,
          name: open.assets[0]?.name ?? '',
        })}
        description={t('moveAssets.description')}
        confirmLabel={t('moveAssets.confirm', { count: open.assets.length })}
        refusal={(uid) =>
          folders.size === 1 && folders.has(uid) ? t('moveAssets.alreadyThere') : null
        }
        pending={actions.pending}
        onPick={(uid) => void actions.move(open.assets, uid).then(finish('move'))}
        onClose={close}
      />
    );
  } else if (open?.command === 'copy') {
    element = (
      <CopyToProjectDialog
        assets={open.assets}
        clientUID={clientUID}
        pending={actions.pending}
        onCopy={(project) => void actions.copy(open.assets, project).then(finish('copy'))}
        onClose={close}
      />
    );
  } else if (open?.command === 'delete') {
    element = (
      <DeleteAssetsDialog
        assets={open.assets}
        pending={actions.pending}
        onConfirm={() => void actions.remove(open.assets).then(finish('delete'))}
        onClose={close}
      />
    );
  }
  return {
    open: (command: AssetCommand, assets: DalAsset[]) => {
      if (assets.length > 0) setOpen({ command, assets });
    },
    element,
  };
}
