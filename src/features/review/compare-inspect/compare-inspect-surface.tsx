import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PlateCanvas } from '../colour/plate-canvas';
import { useInspectStore } from '../inspect/inspect-store';
import { MeasureGraphics } from '../measure/measure-graphics';
import type { Point, Size } from '../model/geometry';
import { screenToPage, type Viewport } from '../model/viewport';
import { setCompareInspect, useCompareInspect } from './compare-inspect-store';
import { rectIn, segmentIn, toPixels, toShare, type Share, type ShareRect } from './page-share';
import { useCompareSnap } from './use-compare-snap';

/** What the compare view gives each page panel (its stage's StageOverlayProps). */
export interface CompareOverlayProps {
  versions: readonly number[];
  page: Size;
  viewport: Viewport;
  size: Size;
  primary: boolean;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The measure and colour tools over one page panel of the compare view. Every panel draws
 * the same line, box or crosshair (kept as shares of the page), so what is drawn on one
 * version shows at the same place on the other. It takes the pointer, so the stage does not
 * pan while drawing; the wheel still zooms.
 */
export default function CompareInspectSurface(props: CompareOverlayProps) {
  const { page, viewport, versions, primary } = props;
  const tool = useCompareInspect((s) => s.tool);
  const segment = useCompareInspect((s) => s.segment);
  const cursor = useCompareInspect((s) => s.cursor);
  const labels = useCompareInspect((s) => s.labels);
  const calibrating = useCompareInspect((s) => s.calibrating);
  // A panel of one version shows that version's separations or coverage.
  const layers = useCompareInspect((s) =>
    versions.length === 1 && versions[0] !== undefined ? (s.layers[versions[0]] ?? null) : null,
  );
  const limit = useInspectStore((s) => s.limit);
  const outlines = useInspectStore((s) => s.outlines);
  const guides = useCompareInspect((s) => s.guides);
  const sides = useCompareInspect((s) => s.sides);
  const { t } = useTranslation('inspect');
  const ref = useRef<HTMLDivElement>(null);
  const onMeasure = useCompareSnap({ id: useId(), versions, page, scale: viewport.scale });
  const latest = useRef({ props, onMeasure });
  useEffect(() => {
    latest.current = { props, onMeasure };
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let pressed: number | null = null;
    let anchor: Share | null = null;
    const pageOf = (event: { clientX: number; clientY: number }): Point => {
      const rect = element.getBoundingClientRect();
      const v = latest.current.props.viewport;
      return screenToPage(v, { x: event.clientX - rect.left, y: event.clientY - rect.top });
    };
    const place = (kind: 'down' | 'move' | 'up' | 'hover', event: PointerEvent) => {
      const state = useCompareInspect.getState();
      const raw = pageOf(event);
      if (state.tool !== 'colour') {
        // The ruler and box snap as in the review tool; Alt places an end freely.
        if (kind !== 'hover') latest.current.onMeasure(kind, raw, event.altKey);
        return;
      }
      const share = toShare(raw, latest.current.props.page);
      if (kind === 'hover' && !state.pinned) setCompareInspect({ sample: share });
      else if (kind !== 'hover') setCompareInspect({ sample: share, cursor: share, pinned: true });
    };
    const onDown = (event: PointerEvent) => {
      if (event.button !== 0 || (event.pointerType === 'touch' && !event.isPrimary)) return;
      event.stopPropagation();
      pressed = event.pointerId;
      element.setPointerCapture(event.pointerId);
      place('down', event);
    };
    const onMove = (event: PointerEvent) => {
      if (pressed === event.pointerId) {
        event.stopPropagation();
        place('move', event);
      } else if (event.pointerType === 'mouse') place('hover', event);
    };
    const onUp = (event: PointerEvent) => {
      if (pressed !== event.pointerId) return;
      event.stopPropagation();
      pressed = null;
      place('up', event);
    };
    const onCancel = (event: PointerEvent) => {
      if (pressed === event.pointerId) pressed = null;
    };
    // Keyboard on the stage (the first panel's surface listens): the arrows move a crosshair
    // over the page instead of panning, Enter sets a point or takes a sample.
    const stage = primary ? element.closest<HTMLElement>('[role="group"]') : null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target !== stage || event.ctrlKey || event.metaKey || event.altKey) return;
      const move = ARROWS[event.key];
      if (!move && event.key !== 'Enter') return;
      event.preventDefault();
      // The stage's own pan keys listen on the same element: stop them too.
      event.stopImmediatePropagation();
      const { page: size, viewport: v, size: panel } = latest.current.props;
      const state = useCompareInspect.getState();
      const start: Point = state.cursor
        ? toPixels(state.cursor, size)
        : screenToPage(v, { x: panel.width / 2, y: panel.height / 2 });
      if (move) {
        const step = Math.max(1, Math.round(1 / v.scale)) * (event.shiftKey ? 10 : 1);
        const next = toShare({ x: start.x + move[0] * step, y: start.y + move[1] * step }, size);
        setCompareInspect({ cursor: next });
        if (anchor && state.tool !== 'colour')
          setCompareInspect({ segment: { a: anchor, b: next }, guides: [], drawer: null });
        return;
      }
      const here = toShare(start, size);
      if (state.tool === 'colour') {
        setCompareInspect({ cursor: here, sample: here, pinned: true });
      } else if (anchor) {
        setCompareInspect({ cursor: here, segment: { a: anchor, b: here }, guides: [] });
        anchor = null;
      } else {
        // A line set by keyboard is placed where the crosshair is, unsnapped, as in review.
        anchor = here;
        setCompareInspect({
          cursor: here,
          segment: { a: here, b: here },
          guides: [],
          drawer: null,
        });
      }
    };
    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onCancel);
    stage?.addEventListener('keydown', onKeyDown, true);
    return () => {
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onCancel);
      stage?.removeEventListener('keydown', onKeyDown, true);
    };
  }, [primary]);

  // "Show where" turns a version's own pixels into the compare view's page.
  useEffect(() => {
    if (primary) setCompareInspect({ page });
  }, [primary, page]);

  const measuring = tool === 'ruler' || tool === 'box';
  const label = measuring
    ? versions
        .map((version) => labels[version])
        .filter((text): text is string => typeof text === 'string')
        .join(' | ') || null
    : null;
  // Each version's own boxes, outlined where that version shows (a version without none).
  const boxesOf = (kind: 'trim' | 'bleed') =>
    measuring && outlines[kind]
      ? versions
          .map((version) => sides[version]?.[kind] ?? null)
          .filter((box): box is ShareRect => box !== null)
          .map((box) => rectIn(box, page))
      : [];
  return (
    <div
      ref={ref}
      data-compare-inspect-surface=""
      className="absolute inset-0 z-10 cursor-crosshair touch-none"
    >
      {tool === 'colour' && layers?.plates && (
        <PlateCanvas
          pixels={layers.plates}
          raster={layers.raster}
          page={page}
          viewport={viewport}
          label={t('colour.separationsImage')}
        />
      )}
      {tool === 'colour' && layers?.coverage && (
        <PlateCanvas
          pixels={layers.coverage}
          raster={layers.raster}
          page={page}
          viewport={viewport}
          label={t('colour.coverageImage', { limit })}
        />
      )}
      <MeasureGraphics
        viewport={viewport}
        kind={calibrating ? 'calibrate' : tool === 'box' ? 'box' : 'ruler'}
        segment={measuring && segment ? segmentIn(segment, page) : null}
        label={label}
        cursor={cursor ? toPixels(cursor, page) : null}
        guides={
          measuring ? guides.map((guide) => ({ ...guide, at: toPixels(guide.at, page) })) : []
        }
        trim={boxesOf('trim')}
        bleed={boxesOf('bleed')}
      />
    </div>
  );
}
