import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useStore } from 'zustand';
import { cn, focusRing, usePhoneLayout } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import type { Comparison } from '../hooks/load-comparison';
import { useElementSize } from '../hooks/use-element-size';
import type { SharpRegion } from '../hooks/sharp-region-loader';
import { useStageInput } from '../hooks/use-stage-input';
import { changedShareOfPage } from '../model/difference';
import type { CompareStore } from '../stores/compare-store';
import { CompareCanvas, type CanvasLayer } from './compare-canvas';
import { VersionToggle, type ShownVersion } from './version-toggle';
import type { CompareViewport } from '../model/viewport';
import type { PixelSize } from '../model/regions';

/** What a tool drawn over one page panel gets: which versions it shows and where the page is. */
export interface StageOverlayProps {
  /** The versions the panel shows: one side by side, both in overlay and difference. */
  versions: readonly number[];
  /** Working-image size of the page; `viewport` maps its pixels to the panel's CSS pixels. */
  page: PixelSize;
  viewport: CompareViewport;
  size: PixelSize;
  /** The first panel: keyboard input is taken by this one only. */
  primary: boolean;
}

export type StageOverlaySlot = (props: StageOverlayProps) => ReactNode;

interface StageProps {
  store: CompareStore;
  comparison: Comparison;
  /** Part of the page decoded sharper than the working images, while zoomed in. */
  sharp: SharpRegion | null;
  from: number;
  to: number;
  /** Drawn over a panel (find's marks): one version's, or both where one panel shows both. */
  marks?: ((side: 'before' | 'after' | 'both') => ReactNode) | undefined;
  /** Tools drawn over each page panel (measure, colour). */
  toolOverlay?: StageOverlaySlot | undefined;
}

function Panel({
  caption,
  children,
  panelRef,
  aspect,
}: {
  caption: string;
  children: ReactNode;
  panelRef?: (element: HTMLDivElement | null) => void;
  /** Width / height of the page, so a wide label gets a wide panel. */
  aspect: number;
}) {
  return (
    <figure className="flex min-w-0 flex-col gap-1">
      <figcaption className="text-sm font-medium text-slate-800">{caption}</figcaption>
      <div
        ref={panelRef}
        data-compare-panel=""
        className="relative max-h-[70vh] min-h-48 overflow-hidden rounded-md border border-slate-400 bg-slate-200"
        style={{ aspectRatio: aspect }}
      >
        {children}
      </div>
    </figure>
  );
}

/**
 * The versions side by side, one over the other, or their difference; one viewport for every
 * panel, so zoom and pan stay in step. Wheel, drag and keys act on whichever panel they hit.
 */
export function CompareStage({
  store,
  comparison,
  sharp,
  from,
  to,
  marks,
  toolOverlay,
}: StageProps) {
  const { t } = useTranslation('compare');
  const helpId = useId();
  const stageRef = useRef<HTMLDivElement>(null);
  const [panelElement, panelRef] = useState<HTMLDivElement | null>(null);
  const mode = useStore(store, (s) => s.mode);
  const opacity = useStore(store, (s) => s.opacity);
  const viewport = useStore(store, (s) => s.viewport);
  const panel = useElementSize(panelElement);
  // Phones show one version at a time in place of side by side (see VersionToggle).
  const oneAtATime = usePhoneLayout() && mode === 'side-by-side';
  const [shown, setShown] = useState<ShownVersion>('to');
  const page = comparison.size;
  // Room for the fitted page plus its padding; very tall pages are capped by max-height.
  const aspect = (page.width + 32) / (page.height + 32);

  const native = comparison.native;
  useEffect(() => {
    store.getState().setSizes(page, panel, native);
  }, [store, page, panel, native]);
  useStageInput(stageRef, store);

  const layers = useMemo(() => {
    const layer = (which: 'before' | 'after' | 'difference', alpha = 1): CanvasLayer => ({
      image: comparison[which],
      alpha,
      region: sharp
        ? { image: sharp.images[which], rect: sharp.plan.rect, size: sharp.images.size }
        : undefined,
    });
    return {
      before: [layer('before')],
      after: [layer('after')],
      overlay: [layer('before'), layer('after', opacity)],
      difference: [layer('difference')],
    };
  }, [comparison, sharp, opacity]);
  const { before, after, overlay, difference } = layers;
  const share = formatNumber(changedShareOfPage(comparison.diff), {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const canvas = (
    layers: readonly CanvasLayer[],
    label: string,
    side: 'before' | 'after' | 'both',
  ) => {
    const versions = side === 'before' ? [from] : side === 'after' ? [to] : [from, to];
    return (
      <>
        <CompareCanvas layers={layers} page={page} viewport={viewport} size={panel} label={label} />
        {marks?.(side)}
        {toolOverlay?.({
          versions,
          page,
          viewport,
          size: panel,
          primary: versions[0] !== to || oneAtATime,
        })}
      </>
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <p id={helpId} className="text-sm text-slate-700">
        {t('stage.help')}
      </p>
      {oneAtATime && <VersionToggle from={from} to={to} value={shown} onChange={setShown} />}
      <div
        ref={stageRef}
        role="group"
        aria-label={t('stage.label')}
        aria-describedby={helpId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the stage takes focus for its keyboard pan and zoom (described by helpId)
        tabIndex={0}
        className={cn(
          'grid cursor-grab touch-none gap-3 rounded-md active:cursor-grabbing',
          focusRing,
          mode === 'side-by-side' ? 'md:grid-cols-2' : 'grid-cols-1',
        )}
      >
        {oneAtATime && (
          <Panel
            caption={t('version', { version: shown === 'from' ? from : to })}
            panelRef={panelRef}
            aspect={aspect}
          >
            {shown === 'from'
              ? canvas(before, t('canvas.version', { version: from }), 'before')
              : canvas(after, t('canvas.version', { version: to }), 'after')}
          </Panel>
        )}
        {mode === 'side-by-side' && !oneAtATime && (
          <>
            <Panel caption={t('version', { version: from })} panelRef={panelRef} aspect={aspect}>
              {canvas(before, t('canvas.version', { version: from }), 'before')}
            </Panel>
            <Panel caption={t('version', { version: to })} aspect={aspect}>
              {canvas(after, t('canvas.version', { version: to }), 'after')}
            </Panel>
          </>
        )}
        {mode === 'overlay' && (
          <Panel
            caption={t('overlay.caption', {
              to,
              from,
              opacity: formatNumber(opacity, { style: 'percent' }),
            })}
            panelRef={panelRef}
            aspect={aspect}
          >
            {canvas(overlay, t('canvas.overlay', { to, from }), 'both')}
          </Panel>
        )}
        {mode === 'difference' && (
          <Panel caption={t('difference.caption', { share })} panelRef={panelRef} aspect={aspect}>
            {canvas(difference, t('canvas.difference', { from, to }), 'both')}
          </Panel>
        )}
      </div>
      {mode === 'difference' && (
        <p className="flex items-center gap-2 text-sm text-slate-800">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-[rgb(230,0,126)]" />
          {t('difference.legend')}
        </p>
      )}
    </div>
  );
}
