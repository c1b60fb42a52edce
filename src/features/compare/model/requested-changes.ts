import type { Annotation, AnnotationPages, AnnotationShape } from '@/api/types';
import { changedShare, type DifferenceMask } from './difference';
import { annotationRegion, type PixelRect } from './regions';

/** A region annotation of the older version: a change someone asked for. */
export type RequestedChange = Annotation & { shape: AnnotationShape };

/**
 * The region annotations made on `version` (not replies, not hidden), by page and then in
 * the order they were made: the changes the newer version was meant to bring.
 */
export function requestedChanges(pages: AnnotationPages, version: number): RequestedChange[] {
  return Object.values(pages)
    .flat()
    .filter(
      (a): a is RequestedChange =>
        a.version === version && a.parentAnnotationUID === null && a.shape !== null && !a.isHidden,
    )
    .sort((a, b) => a.pageNumber - b.pageNumber || a.created.localeCompare(b.created));
}

/** Below this share of changed pixels a region is reported as unchanged (noise, not a fix). */
export const CHANGED_SHARE_MIN = 0.005;

/** What changed inside one annotation's region. */
export interface RegionCheck {
  region: PixelRect;
  /** 0..1 */
  share: number;
  changed: boolean;
}

/** The difference clipped to the annotation's region; null when the shape has no region. */
export function checkRegion(diff: DifferenceMask, shape: AnnotationShape): RegionCheck | null {
  const region = annotationRegion(shape, diff);
  if (!region) return null;
  const share = changedShare(diff, region);
  return { region, share, changed: share >= CHANGED_SHARE_MIN };
}
