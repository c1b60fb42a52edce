import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui';
import type { AssetCommand } from '../dialogs/asset-dialogs';

/** What can be done with the chosen assets; always present, so keyboard users find it. */
export function SelectionBar({
  selected,
  total,
  onCommand,
  onDetails,
  onSelectAll,
  onClear,
}: {
  selected: number;
  total: number;
  onCommand: (command: AssetCommand) => void;
  onDetails: () => void;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('library');
  const none = selected === 0;
  return (
    <div
      role="toolbar"
      aria-label={t('selection.label')}
      className="flex flex-wrap items-center gap-2"
    >
      <p aria-live="polite" className="min-w-32 text-sm text-slate-900">
        {t('selection.count', { count: selected, total })}
      </p>
      <Button
        size="sm"
        variant="secondary"
        disabled={total === 0 || selected === total}
        onClick={onSelectAll}
      >
        {t('selection.all')}
      </Button>
      <Button size="sm" variant="secondary" disabled={none} onClick={onClear}>
        {t('selection.clear')}
      </Button>
      <Button size="sm" variant="secondary" disabled={selected !== 1} onClick={onDetails}>
        {t('selection.details')}
      </Button>
      <Button size="sm" variant="secondary" disabled={none} onClick={() => onCommand('move')}>
        {t('selection.move')}
      </Button>
      <Button size="sm" variant="secondary" disabled={none} onClick={() => onCommand('copy')}>
        {t('selection.copy')}
      </Button>
      <Button size="sm" variant="danger" disabled={none} onClick={() => onCommand('delete')}>
        {t('selection.delete')}
      </Button>
    </div>
  );
}
