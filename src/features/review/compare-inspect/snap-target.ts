import type { PageImages } from '../canvas/page-images';
import type { Rect, Size } from '../model/geometry';
import type { MeasureSide } from './compare-inspect-store';
import { rectIn, type ShareRect } from './page-share';

/** Where a page panel's ruler snaps: one version's own pixels, its artwork and the boxes shown. */
export interface SnapTarget {
  /** The version whose artwork edges count; null: none known yet (page edges only). */
  version: number | null;
  images: PageImages | null;
  /** The pixel grid the ends snap in: that version's bitmap, else the working page. */
  size: Size;
  /** Every trim and bleed box of the versions the panel shows, in `size` pixels. */
  boxes: Rect[];
}

/**
 * A panel of one version (side by side) snaps to that version; a panel showing both
 * (overlay, difference) snaps to the newer one's artwork, the version under review, and to
 * the boxes of both. Snapping in the version's own pixels puts an end on the exact pixel
 * boundary of that version's bitmap, whatever the working page's size.
 */
export function snapTarget(
  versions: readonly number[],
  sides: Readonly<Record<number, MeasureSide | null>>,
  page: Size,
): SnapTarget {
  const version = versions[versions.length - 1] ?? null;
  const side = version === null ? null : (sides[version] ?? null);
  const images = side?.images ?? null;
  const size = images?.size ?? page;
  const boxes = versions
    .flatMap((shown) => [sides[shown]?.trim ?? null, sides[shown]?.bleed ?? null])
    .filter((box): box is ShareRect => box !== null)
    .map((box) => rectIn(box, size));
  return { version: images ? version : null, images, size, boxes };
}
