import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Asset } from '@/api/types';
import { Alert, Button, Dialog } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { useDeleteAsset } from '../../api/delete-asset';

/** Deletes one version or every version, after saying plainly that it cannot be undone. */
export function DeleteAssetDialog({
  projectUID,
  asset,
  versionCount,
  onClose,
  onDeleted,
}: {
  projectUID: string;
  asset: Asset;
  versionCount: number;
  onClose: () => void;
  onDeleted: (all: boolean) => void;
}) {
  const { t } = useTranslation('assets');
  const remove = useDeleteAsset(projectUID);
  // With a single version there is nothing to choose: deleting it deletes the asset.
  const [scope, setScope] = useState<'version' | 'all'>(versionCount > 1 ? 'version' : 'all');
  const all = scope === 'all';
  const radioName = useId();

  const confirm = () =>
    remove.mutate(
      all ? { assetUID: asset.assetUID } : { assetUID: asset.assetUID, version: asset.version },
      { onSuccess: () => onDeleted(all) },
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('delete.title', { name: asset.name })}
      description={t('delete.irreversible')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={confirm}>
            {all ? t('delete.confirmAll') : t('delete.confirmVersion', { version: asset.version })}
          </Button>
        </>
      }
    >
      {versionCount > 1 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">{t('delete.scope')}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={radioName}
              className="size-4 accent-red-700"
              checked={!all}
              onChange={() => setScope('version')}
            />
            {t('delete.onlyVersion', { version: asset.version })}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={radioName}
              className="size-4 accent-red-700"
              checked={all}
              onChange={() => setScope('all')}
            />
            {t('delete.allVersions', { count: versionCount })}
          </label>
        </fieldset>
      )}
      {remove.isError && <Alert tone="error">{describeError(remove.error)}</Alert>}
    </Dialog>
  );
}
