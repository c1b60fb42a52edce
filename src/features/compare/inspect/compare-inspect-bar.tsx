import { Layers, Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn, focusRing } from '@/components/ui';
import type { CompareStore } from '../stores/compare-store';
import type { ShareRect } from './find-pairs';
import type { CompareInspect } from './use-compare-inspect';

// Find (its matching code, pdf.js text) and the layer list load when first opened.
const CompareFindBar = lazy(() => import('./compare-find-bar'));
const CompareLayersPanel = lazy(() => import('./compare-layers-panel'));

const toggle = (open: boolean) =>
  cn(
    'relative inline-flex min-h-9 items-center gap-1.5 rounded-md border px-2.5 text-sm font-medium text-slate-900',
    open
      ? 'border-blue-700 bg-blue-100 text-blue-900'
      : 'border-slate-400 bg-white hover:bg-slate-100',
    focusRing,
  );

/** Room around a found word, in its line heights, so the line reads around it. */
const CONTEXT_LINES = 4;

/**
 * Find and layers in compare: two buttons, the find bar and the layer list. Ctrl/Cmd+F
 * anywhere in the compare view opens find (not the browser's, which cannot see the pages).
 */
export function CompareInspectBar({
  inspect,
  store,
  from,
  to,
  page,
  onPageChange,
}: {
  inspect: CompareInspect;
  store: CompareStore;
  from: number;
  to: number;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('compare-inspect');
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const findButton = useRef<HTMLButtonElement>(null);
  const layersButton = useRef<HTMLButtonElement>(null);
  const { openFind, find, rows, layered, changed } = inspect;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || !(event.ctrlKey || event.metaKey)) return;
      if (event.key.toLowerCase() !== 'f') return;
      event.preventDefault();
      openFind();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openFind]);

  const show = (matchPage: number, place: ShareRect) => {
    if (matchPage !== page) onPageChange(matchPage);
    // On a small screen the pages may be below the find bar: bring them up, as little as needed.
    root.current?.parentElement
      ?.querySelector('[data-compare-panel]')
      ?.scrollIntoView({ block: 'nearest' });
    const size = store.getState().page;
    if (!size) return;
    const line = place.height * size.height;
    const padX = Math.max(line * CONTEXT_LINES, place.width * size.width * 0.5);
    const padY = line * CONTEXT_LINES;
    store.getState().showRect({
      x: place.x * size.width - padX,
      y: place.y * size.height - padY,
      width: place.width * size.width + 2 * padX,
      height: line + 2 * padY,
    });
  };
  const hasLayers = rows !== null && rows.length > 0;
  const layersLabel = changed ? t('layers.buttonChanged') : t('layers.button');

  return (
    <div ref={root} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <button
          ref={findButton}
          type="button"
          aria-expanded={find.open}
          title={`${t('find.button')} (Ctrl+F)`}
          onClick={() => (find.open ? inspect.closeFind() : openFind())}
          className={toggle(find.open)}
        >
          <Search aria-hidden="true" className="size-4" />
          {t('find.button')}
        </button>
        {hasLayers && (
          <button
            ref={layersButton}
            type="button"
            aria-label={layersLabel}
            aria-expanded={inspect.layersOpen}
            aria-controls={inspect.layersOpen ? panelId : undefined}
            onClick={() => inspect.setLayersOpen(!inspect.layersOpen)}
            className={toggle(inspect.layersOpen)}
          >
            <Layers aria-hidden="true" className="size-4" />
            {t('layers.button')}
            {changed && <span aria-hidden="true" className="size-2 rounded-full bg-orange-600" />}
          </button>
        )}
      </div>
      <Suspense fallback={null}>
        {find.open && (
          <CompareFindBar
            pdfs={inspect.pdfs}
            from={from}
            to={to}
            page={page}
            focusRequest={find.request}
            onResult={inspect.setResult}
            onGo={show}
            onClose={() => {
              inspect.closeFind();
              findButton.current?.focus();
            }}
          />
        )}
        {inspect.layersOpen && hasLayers && (
          <CompareLayersPanel
            id={panelId}
            rows={rows}
            choices={inspect.choices}
            from={from}
            to={to}
            state={layered.drawing ? 'drawing' : layered.failed ? 'failed' : 'idle'}
            onChange={inspect.setChoices}
            onClose={() => {
              inspect.setLayersOpen(false);
              layersButton.current?.focus();
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
