import { useEffect, useRef } from 'react';
import type { PageImages } from '../canvas/page-images';
import type { Point } from '../model/geometry';
import { lumaOf, patchCovers, strongEdges, type EdgeLines, type LumaPatch } from './edge-snap';

/** Longest side of a decoded window: far zoomed out it is read reduced (a screen pixel spans several). */
const MAX_PATCH_SIDE = 256;
/** Windows kept: both ends of a line and a few places the pointer passed. */
const KEEP = 6;
/** A window reaches this many times the snapping reach around the pointer, so a drag reuses it. */
const WINDOW_REACHES = 3;

const halfWindow = (reach: number) => Math.ceil(reach * WINDOW_REACHES) + 2;
/** Page pixels per window pixel for this reach: a window read reduced is no use zoomed in. */
const stepFor = (reach: number) =>
  Math.max(1, Math.ceil((2 * halfWindow(reach) + 1) / MAX_PATCH_SIDE));

interface Pending {
  controller: AbortController;
  window: LumaPatch['window'];
}

const reachesOver = (window: LumaPatch['window'], p: Point, reach: number) =>
  p.x - reach >= window.left &&
  p.x + reach <= window.right &&
  p.y - reach >= window.top &&
  p.y + reach <= window.bottom;

/** Reads a decoded region's pixels as luminance. */
function readLuma(image: CanvasImageSource, width: number, height: number): Uint8Array | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(image, 0, 0, width, height, 0, 0, width, height);
  return lumaOf(context.getImageData(0, 0, width, height).data, width * height);
}

/**
 * Edges in the page bitmap near the pointer, for the ruler and box to snap to. Snapping is
 * synchronous, decoding is not: `edgesNear` answers from windows already decoded (null: not
 * yet), `want` decodes the window around a point, and `onDecoded` is called when one is in,
 * so the caller snaps its points again.
 */
export function useEdgeSnap(images: PageImages | null, onDecoded: () => void) {
  const patches = useRef<LumaPatch[]>([]);
  const pending = useRef<Pending | null>(null);
  const latest = useRef(onDecoded);
  useEffect(() => {
    latest.current = onDecoded;
  });
  useEffect(() => {
    patches.current = [];
    return () => {
      pending.current?.controller.abort();
      pending.current = null;
    };
  }, [images]);

  const usable = (p: Point, reach: number) =>
    patches.current.find(
      (candidate) => candidate.step <= stepFor(reach) && patchCovers(candidate, p, reach),
    );

  const edgesNear = (p: Point, reach: number): EdgeLines | null => {
    const patch = usable(p, reach);
    return patch ? strongEdges(patch, p, reach) : null;
  };

  const want = (p: Point, reach: number) => {
    if (!images || usable(p, reach)) return;
    if (pending.current && reachesOver(pending.current.window, p, reach)) return;
    pending.current?.controller.abort();
    const half = halfWindow(reach);
    const window = {
      left: Math.floor(p.x) - half,
      top: Math.floor(p.y) - half,
      right: Math.floor(p.x) + half + 1,
      bottom: Math.floor(p.y) + half + 1,
    };
    const { size } = images;
    const x = Math.max(0, window.left);
    const y = Math.max(0, window.top);
    const step = stepFor(reach);
    const width = Math.floor((Math.min(size.width, window.right) - x) / step);
    const height = Math.floor((Math.min(size.height, window.bottom) - y) / step);
    if (width < 2 || height < 2) return;
    const controller = new AbortController();
    pending.current = { controller, window };
    const done = () => {
      if (pending.current?.controller === controller) pending.current = null;
    };
    const source = { x, y, width: width * step, height: height * step };
    images.decodeRegion({ source, width, height }, controller.signal).then((region) => {
      try {
        done();
        if (controller.signal.aborted) return;
        const luma = readLuma(region.image, width, height);
        if (!luma) return;
        const patch = { left: x, top: y, width, height, step, luma, window };
        patches.current = [patch, ...patches.current].slice(0, KEEP);
        latest.current();
      } finally {
        region.close();
      }
    }, done);
  };

  return { edgesNear, want };
}
