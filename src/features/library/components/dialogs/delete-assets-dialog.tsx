import { useTranslation } from '@/lib/i18n';
import type { DalAsset } from '@/api/types';
import { Button, Dialog } from '@/components/ui';

/** Asks before deleting library assets, and says it cannot be undone. */
export function DeleteAssetsDialog({
  assets,
  pending,
  onConfirm,
  onClose,
}: {
  assets: readonly DalAsset[];
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('library');
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('deleteAssets.title', { count: assets.length, name: assets[0]?.name ?? '' })}
      description={t('deleteAssets.description', { count: assets.length })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button variant="danger" disabled={pending} onClick={onConfirm}>
            {t('deleteAssets.confirm', { count: assets.length })}
          </Button>
        </>
      }
    >
      {assets.length > 1 && (
        <ul className="max-h-40 list-disc overflow-auto ps-6 text-sm text-slate-900">
          {assets.map((asset) => (
            <li key={asset.assetUID}>{asset.name}</li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
