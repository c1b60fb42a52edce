import { useTranslation } from '@/lib/i18n';
import { Alert, Button, Dialog, Spinner } from '@/components/ui';
import { useFolderAssets } from '../../api/folder-assets';
import { useDeleteFolder } from '../../api/folder-mutations';
import type { FolderIndex } from '../../model/folder-index';
import { describeLibraryError } from '../../model/library-errors';
import { folderDeleteRefusal } from '../../model/folder-rules';
import { deleteRefusalText } from '../../model/refusal-text';

const LISTED = 5;

/**
 * Deleting a folder: the root and folders that hold anything are explained instead (with
 * what they hold); an empty folder asks first.
 */
export function DeleteFolderDialog({
  index,
  folderUID,
  onClose,
  onDeleted,
}: {
  index: FolderIndex;
  folderUID: string;
  onClose: () => void;
  onDeleted: (parentUID: string) => void;
}) {
  const { t } = useTranslation('library');
  const folder = index.byUID.get(folderUID);
  const assets = useFolderAssets(folderUID);
  const remove = useDeleteFolder();
  if (!folder) return null;
  const refusal = assets.data ? folderDeleteRefusal(index, folderUID, assets.data.length) : null;
  const subNames = folder.childUIDs.map((uid) => index.byUID.get(uid)?.name ?? '');
  const assetNames = (assets.data ?? []).map((asset) => asset.name);
  const listed = [...subNames, ...assetNames];

  const onConfirm = () =>
    remove.mutate({ folderUID }, { onSuccess: () => onDeleted(folder.parentUID ?? index.rootUID) });

  const close = (
    <Button variant="secondary" onClick={onClose}>
      {refusal ? t('common:actions.close') : t('common:actions.cancel')}
    </Button>
  );
  let body;
  if (assets.isPending) body = <Spinner label={t('deleteFolder.checking')} />;
  else if (assets.isError)
    body = <Alert tone="error">{describeLibraryError(assets.error, 'loadAssets', t)}</Alert>;
  else if (refusal) {
    body = (
      <>
        <Alert tone="warning">{deleteRefusalText(t, refusal, folder.name)}</Alert>
        {listed.length > 0 && (
          <ul className="list-disc ps-6 text-sm text-slate-900">
            {listed.slice(0, LISTED).map((name, i) => (
              <li key={`${name}-${i}`}>{name}</li>
            ))}
            {listed.length > LISTED && (
              <li>{t('deleteFolder.more', { count: listed.length - LISTED })}</li>
            )}
          </ul>
        )}
      </>
    );
  } else
    body = (
      <p className="text-sm text-slate-900">{t('deleteFolder.confirm', { folder: folder.name })}</p>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={
        refusal
          ? t('deleteFolder.refusedTitle', { folder: folder.name })
          : t('deleteFolder.title', { folder: folder.name })
      }
      footer={
        <>
          {close}
          {!refusal && !assets.isPending && !assets.isError && (
            <Button variant="danger" disabled={remove.isPending} onClick={onConfirm}>
              {t('deleteFolder.delete')}
            </Button>
          )}
        </>
      }
    >
      {body}
      {remove.isError && (
        <Alert tone="error">{describeLibraryError(remove.error, 'deleteFolder', t)}</Alert>
      )}
    </Dialog>
  );
}
