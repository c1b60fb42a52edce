import { useTranslation } from '@/lib/i18n';
import type { Asset } from '@/api/types';
import { CheckboxGroup } from './checkbox-group';

/** Assets to review, as checkboxes; the error names the group. */
export function AssetChecklist({
  assets,
  selected,
  error,
  onChange,
}: {
  assets: readonly Asset[];
  selected: readonly string[];
  error: string | undefined;
  onChange: (assetUIDs: string[]) => void;
}) {
  const { t } = useTranslation('tasks');
  const toggle = (assetUID: string) =>
    onChange(
      selected.includes(assetUID)
        ? selected.filter((uid) => uid !== assetUID)
        : [...selected, assetUID],
    );
  return (
    <CheckboxGroup legend={t('form.assets')} error={error}>
      {assets.length === 0 && <p className="text-sm text-slate-700">{t('form.noAssets')}</p>}
      {assets.map((asset) => (
        <label key={asset.assetUID} className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-blue-700"
            checked={selected.includes(asset.assetUID)}
            onChange={() => toggle(asset.assetUID)}
          />
          <span>
            {t('form.assetOption', { name: asset.name, version: asset.version })}
            {asset.status !== 'Processed' && (
              <span className="text-slate-700"> {t('form.assetNotProcessed')}</span>
            )}
          </span>
        </label>
      ))}
    </CheckboxGroup>
  );
}
