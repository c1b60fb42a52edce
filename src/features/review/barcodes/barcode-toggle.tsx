import { ScanBarcode } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { cn, focusRing } from '@/components/ui';

/** The toolbar button that opens and closes the barcode panel. */
export function BarcodeToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('barcodes');
  return (
    <button
      type="button"
      aria-pressed={open}
      aria-label={t('open')}
      title={t('open')}
      onClick={onToggle}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md border text-slate-800',
        open
          ? 'border-blue-700 bg-blue-100 text-blue-900'
          : 'border-transparent hover:bg-slate-100',
        focusRing,
      )}
    >
      <ScanBarcode aria-hidden="true" className="size-5" />
    </button>
  );
}
