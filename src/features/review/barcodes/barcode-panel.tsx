import { ScanBarcode, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, Badge, cn, focusRing, Spinner } from '@/components/ui';
import { BarcodeEntry } from './barcode-entry';
import { hasProblem, reportOf } from './barcode-report';
import type { PixelBox } from './scan/found-barcode';
import { useBarcodeScan } from './use-barcode-scan';

export interface BarcodePanelProps {
  /** The page bitmap to scan (the review's own page URL). */
  pageUrl: string | null;
  page: number;
  /** Brings a symbol (page pixels) into view. */
  onShow: (box: PixelBox) => void;
  onClose: () => void;
  /** In compare: which version the panel reads (its title says so). */
  version?: number;
  /** `side`: beside the review's canvas (a sheet on phones); `inline`: in the page's flow. */
  placement?: 'side' | 'inline';
}

/**
 * The barcodes found on the page shown: each with its data, check digit, size and quiet
 * zones; choosing one zooms the view to it. Loaded only when the reviewer opens it.
 */
export default function BarcodePanel({
  pageUrl,
  page,
  onShow,
  onClose,
  version,
  placement = 'side',
}: BarcodePanelProps) {
  const { t } = useTranslation('barcodes');
  const scan = useBarcodeScan(pageUrl);
  const reports =
    scan.status === 'done' ? scan.result.found.map((f) => reportOf(f, scan.mmPerPixel)) : [];
  const problems = reports.filter(hasProblem).length;
  const titleId = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control inside closes the panel: a delegated key handler
    <aside
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className={cn(
        'flex flex-col border-slate-300 bg-white',
        placement === 'side'
          ? 'max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-40 max-md:max-h-[60vh] max-md:border-t max-md:shadow-lg md:w-80 md:shrink-0 md:border-s'
          : 'max-h-[32rem] rounded-lg border',
      )}
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
        <ScanBarcode aria-hidden="true" className="size-5 text-slate-700" />
        <h2 id={titleId} className="flex-1 text-sm font-semibold">
          {version === undefined
            ? t('title', { page: page + 1 })
            : t('titleVersion', { version, page: page + 1 })}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          title={t('close')}
          className={cn(
            'inline-flex size-8 items-center justify-center rounded-md hover:bg-slate-100',
            focusRing,
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div
        className="min-h-0 flex-1 overflow-y-auto px-3 py-2"
        aria-live="polite"
        aria-busy={scan.status === 'scanning'}
      >
        {scan.status === 'scanning' && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner />
            {t('scanning', { percent: Math.round(scan.progress * 100) })}
          </p>
        )}
        {scan.status === 'failed' && (
          <Alert tone="error">{t('failed', { reason: scan.message })}</Alert>
        )}
        {scan.status === 'done' && (
          <>
            <p className="mb-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              {t('found', { count: reports.length })}
              {problems > 0 && <Badge tone="warning">{t('problems', { count: problems })}</Badge>}
            </p>
            {scan.mmPerPixel === null && reports.length > 0 && (
              <p className="mb-2 text-xs text-slate-700">{t('noScale')}</p>
            )}
            <ul className="flex flex-col gap-2">
              {reports.map((report, index) => (
                <li key={`${report.found.box.x}:${report.found.box.y}:${index}`}>
                  <BarcodeEntry report={report} onShow={() => onShow(report.found.box)} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </aside>
  );
}
