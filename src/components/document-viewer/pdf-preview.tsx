import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner, cn, focusRing } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import {
  clampPage,
  commandForKey,
  fitWidthZoom,
  PdfOpenError,
  usePdfDocument,
  usePdfPage,
  zoomIn,
  zoomOut,
} from '@/lib/pdf';
import type { PdfDocument } from '@/lib/pdf';

export interface PdfPreviewProps {
  bytes: Uint8Array;
  /** Accessible name of the scrollable page area, e.g. "Proof report of artwork.png". */
  label: string;
}

/** One page at a time with page and zoom controls; keys: PageUp/PageDown, Home/End, + - 0. */
export function PdfPreview({ bytes, label }: PdfPreviewProps) {
  const { t } = useTranslation('viewer');
  const state = usePdfDocument(bytes);
  if (state.status === 'loading') {
    return (
      <div className="grid h-full place-items-center">
        <Spinner label={t('opening')} />
      </div>
    );
  }
  if (state.status === 'error') {
    const password = state.error instanceof PdfOpenError && state.error.reason === 'password';
    return (
      <div className="p-4">
        <Alert tone="error">{password ? t('passwordProtected') : t('unreadable')}</Alert>
      </div>
    );
  }
  return <PdfPages document={state.document} label={label} />;
}

function PdfPages({ document, label }: { document: PdfDocument; label: string }) {
  const { t } = useTranslation('viewer');
  const [page, setPage] = useState(0);
  const [zoom, setZoom] = useState<number | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const fitted = useFitWidth(document, page, areaRef);
  const effectiveZoom = zoom ?? fitted;
  const render = usePdfPage(document, page, effectiveZoom, canvasRef);
  const count = document.pageCount;

  const go = (index: number) => setPage(clampPage(index, count));
  const onKeyDown = (event: KeyboardEvent) => {
    const command = commandForKey(event.key);
    if (!command) return;
    event.preventDefault();
    if (command.kind === 'page') {
      const to = { next: page + 1, previous: page - 1, first: 0, last: count - 1 }[command.to];
      go(to);
    } else if (command.to === 'reset') setZoom(null);
    else setZoom((command.to === 'in' ? zoomIn : zoomOut)(effectiveZoom));
  };

  return (
    <div className="flex h-full flex-col">
      <div
        role="toolbar"
        aria-label={t('toolbar')}
        className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-4 py-2"
      >
        <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => go(page - 1)}>
          {t('previousPage')}
        </Button>
        <span className="text-sm tabular-nums" aria-live="polite">
          {t('pageOf', { page: formatNumber(page + 1), count: formatNumber(count) })}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= count - 1}
          onClick={() => go(page + 1)}
        >
          {t('nextPage')}
        </Button>
        <span className="mx-2 h-5 w-px bg-slate-300" aria-hidden="true" />
        <Button variant="secondary" size="sm" onClick={() => setZoom(zoomOut(effectiveZoom))}>
          {t('zoomOut')}
        </Button>
        <span className="text-sm tabular-nums">
          {formatNumber(effectiveZoom, { style: 'percent', maximumFractionDigits: 0 })}
        </span>
        <Button variant="secondary" size="sm" onClick={() => setZoom(zoomIn(effectiveZoom))}>
          {t('zoomIn')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setZoom(null)}>
          {t('fitWidth')}
        </Button>
      </div>
      <div
        ref={areaRef}
        // Focusable so the keyboard can scroll and use the page keys.
        tabIndex={0}
        role="region"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={cn('min-h-0 flex-1 overflow-auto bg-slate-200 p-4', focusRing)}
      >
        {typeof render === 'object' && (
          <Alert tone="error">{t('pageFailed', { page: formatNumber(page + 1) })}</Alert>
        )}
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={t('pageImage', { page: formatNumber(page + 1), count: formatNumber(count) })}
          className="mx-auto block bg-white shadow"
        />
      </div>
    </div>
  );
}

/** The zoom that fits the page's width into the area, following resizes. */
function useFitWidth(
  document: PdfDocument,
  page: number,
  areaRef: RefObject<HTMLDivElement | null>,
): number {
  const [fit, setFit] = useState(1);
  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    let active = true;
    let pageWidth = 0;
    const update = () => {
      // 32 px: the area's padding on both sides.
      if (pageWidth > 0) setFit(fitWidthZoom(pageWidth, Math.max(0, area.clientWidth - 32)));
    };
    document.pageSize(page).then(
      (size) => {
        if (!active) return;
        pageWidth = size.width;
        update();
      },
      () => undefined,
    );
    if (typeof ResizeObserver === 'undefined') return () => void (active = false);
    const observer = new ResizeObserver(update);
    observer.observe(area);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [document, page, areaRef]);
  return fit;
}
