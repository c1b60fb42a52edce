import { useEffect, useRef, useState } from 'react';
import type { PageImages } from '../canvas/page-images';
import type { Point, Rect, Size } from '../model/geometry';
import type { Segment } from './measure-graphics';
import { snapPoint } from './measure-math';
import { useEdgeSnap } from './use-edge-snap';

/** What an end point snapped to on each axis: an edge in the artwork, or a page or box edge. */
export type SnapKind = 'edge' | 'line';
export interface SnapGuide {
  at: Point;
  x: SnapKind | null;
  y: SnapKind | null;
}

interface End {
  raw: Point;
  free: boolean;
  /** The start point once its window was read: it no longer depends on the window cache. */
  settled?: { point: Point; guide: SnapGuide | null };
}

interface Options {
  images: PageImages | null;
  page: Size | null;
  boxes: readonly (Rect | null)[];
  /** Snapping reach in page pixels. */
  reach: number;
}

/**
 * The ruler's or box's segment as the pointer places it: each end snaps to page, trim and
 * bleed edges and to strong edges in the artwork near it (Alt held: no snapping). Edges are
 * read from the page bitmap as it decodes, so an end snaps again once its window is in.
 */
export function useSnappedSegment({ images, page, boxes, reach }: Options) {
  const [segment, setSegment] = useState<Segment | null>(null);
  const [guides, setGuides] = useState<SnapGuide[]>([]);
  const ends = useRef<{ a: End; b: End } | null>(null);
  // Snaps the ends again when a window of the bitmap is in (set below, each render).
  const reapply = useRef<() => void>(() => undefined);
  const edges = useEdgeSnap(images, () => reapply.current());

  const snapEnd = (end: End): { point: Point; guide: SnapGuide | null } => {
    if (end.settled) return end.settled;
    if (end.free || !page) return { point: end.raw, guide: null };
    edges.want(end.raw, reach);
    const found = edges.edgesNear(end.raw, reach);
    const point = snapPoint(end.raw, page, boxes, reach, found ?? undefined);
    const kind = (moved: boolean, lines: readonly number[] | undefined, at: number) =>
      moved ? (lines?.includes(at) ? 'edge' : 'line') : null;
    const x = kind(point.x !== end.raw.x, found?.xs, point.x);
    const y = kind(point.y !== end.raw.y, found?.ys, point.y);
    return { point, guide: x || y ? { at: point, x, y } : null };
  };

  const apply = () => {
    const current = ends.current;
    if (!current) return;
    const a = snapEnd(current.a);
    if (edges.edgesNear(current.a.raw, reach)) current.a.settled = a;
    const b = snapEnd(current.b);
    setSegment({ a: a.point, b: b.point });
    setGuides([a.guide, b.guide].filter((guide) => guide !== null));
  };
  useEffect(() => {
    reapply.current = apply;
  });

  /** A pointer press starts a segment; moves and the release place its far end. */
  const fromPointer = (event: 'down' | 'move' | 'up', raw: Point, free: boolean) => {
    if (event === 'down') ends.current = { a: { raw, free }, b: { raw, free } };
    else if (ends.current) ends.current.b = { raw, free };
    else return;
    apply();
  };

  /** A segment set by keyboard, or none: no snapping, no pending re-snap. */
  const place = (next: Segment | null) => {
    ends.current = null;
    setGuides([]);
    setSegment(next);
  };

  return { segment, guides, fromPointer, place };
}
