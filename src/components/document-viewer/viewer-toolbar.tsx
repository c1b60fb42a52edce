import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, cn, focusRing } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { MAX_ZOOM, MIN_ZOOM, zoomIn, zoomOut } from '@/lib/pdf';

/** 'fit' follows the width of the viewer; a number is a fixed zoom. */
export type ZoomMode = 'fit' | number;

export interface ViewerToolbarProps {
  page: number;
  pageCount: number;
  onPage: (index: number) => void;
  zoom: number;
  zoomMode: ZoomMode;
  onZoom: (mode: ZoomMode) => void;
}

/** Page and zoom controls; every control has a visible or spoken name. */
export function ViewerToolbar(props: ViewerToolbarProps) {
  const { page, pageCount, onPage, zoom, zoomMode, onZoom } = props;
  const { t } = useTranslation('viewer');
  const [typed, setTyped] = useState<string | null>(null);
  const commitTyped = () => {
    if (typed === null) return;
    const number = Number.parseInt(typed, 10);
    if (Number.isFinite(number)) onPage(number - 1);
    setTyped(null);
  };
  return (
    <div
      role="toolbar"
      aria-label={t('toolbar')}
      className="flex flex-wrap items-center gap-2 border-b border-slate-300 px-4 py-2 text-sm"
    >
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page === 0}>
        {t('previousPage')}
      </Button>
      <label className="flex items-center gap-1.5">
        <span aria-hidden="true">{t('page')}</span>
        <input
          type="number"
          aria-label={t('pageInput', { count: pageCount })}
          inputMode="numeric"
          min={1}
          max={pageCount}
          value={typed ?? String(page + 1)}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={commitTyped}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitTyped();
          }}
          className={cn(
            'w-16 rounded-md border border-slate-500 px-2 py-1 tabular-nums',
            focusRing,
          )}
        />
        <span aria-hidden="true">{t('ofPages', { count: pageCount })}</span>
      </label>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPage(page + 1)}
        disabled={page >= pageCount - 1}
      >
        {t('nextPage')}
      </Button>
      <span className="mx-2 h-6 w-px bg-slate-300" aria-hidden="true" />
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onZoom(zoomOut(zoom))}
        disabled={zoom <= MIN_ZOOM}
      >
        {t('zoomOut')}
      </Button>
      <output className="min-w-14 text-center tabular-nums" aria-label={t('zoomLevel')}>
        {formatNumber(zoom, { style: 'percent', maximumFractionDigits: 0 })}
      </output>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onZoom(zoomIn(zoom))}
        disabled={zoom >= MAX_ZOOM}
      >
        {t('zoomIn')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={zoomMode === 'fit'}
        onClick={() => onZoom('fit')}
      >
        {t('fitWidth')}
      </Button>
    </div>
  );
}
