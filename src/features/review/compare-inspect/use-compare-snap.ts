import { useEffect, useRef } from 'react';
import { useSnappedSegment } from '../measure/use-snapped-segment';
import type { Point, Size } from '../model/geometry';
import { setCompareInspect, useCompareInspect } from './compare-inspect-store';
import { toPixels, toShare } from './page-share';
import { snapTarget } from './snap-target';

/** Snapping reach in CSS pixels, as in the review tool. */
const SNAP_REACH = 8;

/**
 * The review tool's snapping (page edges, trim and bleed boxes, strong artwork edges) for
 * one page panel of compare. The panel that takes the pointer snaps in its version's own
 * pixels and publishes the line, and where it snapped, as shares for every panel to draw.
 */
export function useCompareSnap(panel: {
  id: string;
  versions: readonly number[];
  page: Size;
  scale: number;
}) {
  const { id, versions, page, scale } = panel;
  const sides = useCompareInspect((s) => s.sides);
  const target = snapTarget(versions, sides, page);
  const { size } = target;
  const snapped = useSnappedSegment({
    images: target.images,
    page: size,
    boxes: target.boxes,
    // CSS pixels to the target's pixels (it may be larger or smaller than the working page).
    reach: (SNAP_REACH / scale) * (size.width / page.width),
  });
  const { segment, guides } = snapped;

  // The grid the line was drawn in: a version decoded mid-drag must not mix two grids.
  const grid = useRef<Size | null>(null);

  useEffect(() => {
    const drawn = grid.current;
    if (!segment || !drawn || useCompareInspect.getState().drawer !== id) return;
    setCompareInspect({
      segment: { a: toShare(segment.a, drawn), b: toShare(segment.b, drawn) },
      guides: guides.map((guide) => ({ at: toShare(guide.at, drawn), x: guide.x, y: guide.y })),
    });
  }, [segment, guides, id]);

  /** A pointer event on the working page (`raw`); Alt held: no snapping. */
  const onPointer = (event: 'down' | 'move' | 'up', raw: Point, free: boolean) => {
    const same = (g: Size | null) => g?.width === size.width && g.height === size.height;
    if (event === 'down') {
      grid.current = { width: size.width, height: size.height };
      setCompareInspect({ drawer: id, cursor: null });
    } else if (!same(grid.current) || useCompareInspect.getState().drawer !== id) return;
    snapped.fromPointer(event, toPixels(toShare(raw, page), size), free);
  };
  return onPointer;
}
