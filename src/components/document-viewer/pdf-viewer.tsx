import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, cn, focusRingInset, Spinner } from '@/components/ui';
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
import { useElementWidth, usePageSize } from './use-viewer-size';
import { ViewerToolbar } from './viewer-toolbar';
import type { ZoomMode } from './viewer-toolbar';

export interface PdfViewerProps {
  bytes: Uint8Array;
  /** What the document is, for screen readers ("Proof report of …"); names the page view and page image. */
  label: string;
}

/** Space around the page inside the scroll area (CSS px), kept when fitting the width. */
const GUTTER = 32;

/**
 * Page-by-page PDF viewer with page and zoom controls. Keys in the page view: PageDown or
 * ArrowRight, PageUp or ArrowLeft, Home, End, + and - to zoom, 0 to fit the width.
 */
export function PdfViewer({ bytes, label }: PdfViewerProps) {
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
  return <ReadyViewer document={state.document} label={label} />;
}

function ReadyViewer({ document, label }: { document: PdfDocument; label: string }) {
  const { t } = useTranslation('viewer');
  const [page, setPage] = useState(0);
  const [zoomMode, setZoomMode] = useState<ZoomMode>('fit');
  const scrollRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const width = useElementWidth(scrollRef);
  const size = usePageSize(document, page);
  const pageCount = document.pageCount;
  const fitted = size && width > 0 ? fitWidthZoom(size.width, width - GUTTER) : null;
  const zoom = zoomMode === 'fit' ? fitted : zoomMode;
  // Until the fitted zoom is known, render nothing rather than a page at the wrong size.
  const render = usePdfPage(zoom === null ? null : document, page, zoom ?? 1, canvasRef);
  const keysId = useId();

  const goTo = (index: number) => {
    setPage(clampPage(index, pageCount));
    scrollRef.current?.scrollTo({ top: 0 });
  };
  const current = zoom ?? 1;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const command = commandForKey(event.key);
    if (!command) return;
    event.preventDefault();
    if (command.kind === 'page') {
      const targets = { next: page + 1, previous: page - 1, first: 0, last: pageCount - 1 };
      goTo(targets[command.to]);
    } else if (command.to === 'reset') {
      setZoomMode('fit');
    } else {
      setZoomMode(command.to === 'in' ? zoomIn(current) : zoomOut(current));
    }
  };

  const pageText = t('pageOf', { page: page + 1, count: pageCount });
  return (
    <div className="flex h-full flex-col">
      <ViewerToolbar
        page={page}
        pageCount={pageCount}
        onPage={goTo}
        zoom={current}
        zoomMode={zoomMode}
        onZoom={setZoomMode}
      />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the focusable page region takes the page keys (arrows, Home, End, zoom) itself */}
      <div
        ref={scrollRef}
        // Focusable so the keyboard can scroll and use the page keys; the ring is inset, the dialog clips.
        tabIndex={0}
        role="region"
        aria-label={t('regionLabel', { label })}
        aria-describedby={keysId}
        onKeyDown={onKeyDown}
        className={cn('relative min-h-0 flex-1 overflow-auto bg-slate-200 p-4', focusRingInset)}
      >
        <p id={keysId} className="sr-only">
          {t('keys')}
        </p>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`${label}: ${pageText}`}
          className="mx-auto block bg-white shadow-md"
        />
        {render === 'rendering' && (
          <div className="absolute inset-x-0 top-6 flex justify-center">
            <Spinner label={t('rendering')} />
          </div>
        )}
        {typeof render === 'object' && <Alert tone="error">{t('renderFailed')}</Alert>}
      </div>
      <p role="status" className="sr-only">
        {pageText}
      </p>
    </div>
  );
}
