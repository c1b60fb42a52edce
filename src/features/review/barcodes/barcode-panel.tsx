import { ScanBarcode, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Alert, Badge, cn, focusRing, Spinner } from '@/components/ui';
import type { ReviewEditor } from '../editor/review-editor';
import { MAX_SCALE, zoomToRect } from '../model/viewport';
import { BarcodeEntry } from './barcode-entry';
import { hasProblem, reportOf } from './barcode-report';
import { useBarcodeScan } from './use-barcode-scan';

export interface BarcodePanelProps {
  editor: ReviewEditor;
  /** The page bitmap to scan (the review's own page URL). */
  pageUrl: string | null;
  page: number;
  onClose: () => void;
}

/**
 * The barcodes found on the page shown: each with its data, check digit, size and quiet
 * zones; choosing one zooms the view to it. Loaded only when the reviewer opens it.
 */
export default function BarcodePanel({ editor, pageUrl, page, onClose }: BarcodePanelProps) {
  const { t } = useTranslation('barcodes');
  const scan = useBarcodeScan(pageUrl);
  const reports =
    scan.status === 'done' ? scan.result.found.map((f) => reportOf(f, scan.mmPerPixel)) : [];
  const problems = reports.filter(hasProblem).length;
  return (
    <aside
      aria-labelledby="barcode-panel-title"
      className="flex flex-col border-slate-300 bg-white max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-40 max-md:max-h-[60vh] max-md:border-t max-md:shadow-lg md:w-80 md:shrink-0 md:border-s"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
        <ScanBarcode aria-hidden="true" className="size-5 text-slate-700" />
        <h2 id="barcode-panel-title" className="flex-1 text-sm font-semibold">
          {t('title', { page: page + 1 })}
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
                  <BarcodeEntry
                    report={report}
                    onShow={() => {
                      // Zoomed to fill the view (2 x the symbol's size at most): bars and
                      // quiet zones visible, where an annotation is only scrolled into view.
                      const { box } = report.found;
                      const pad = Math.max(box.width, box.height) * 0.5;
                      const rect = {
                        x: box.x - pad,
                        y: box.y - pad,
                        width: box.width + 2 * pad,
                        height: box.height + 2 * pad,
                      };
                      editor.setViewport(zoomToRect(rect, editor.state.canvasSize, 24, MAX_SCALE));
                    }}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </aside>
  );
}
