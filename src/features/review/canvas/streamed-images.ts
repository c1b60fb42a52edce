import { overviewSize } from '../model/bitmap-plan';
import type { Size } from '../model/geometry';
import { decodedPixels, MAX_DECODED_PIXELS } from './decoded-pixels';
import type { PageImages } from './page-images';
import { PageImageError } from './page-images';
import { TileClient, tilePassPixels } from './tile-client';
import { RegionWorker } from '@/lib/png/region-worker-client';
import { FillingOverview } from './filling-overview';

/**
 * Pixels a region decode may have in streamed mode: the worker's buffer and the bitmap made
 * from it live at the same moment, next to the overview, all within
 * {@link MAX_DECODED_PIXELS} (the region loader frees the old region first in this mode).
 * 1 % is kept back for the rounding of region sizes.
 */
export function regionBudget(overview: Size, reserved = 0): number {
  return Math.floor(
    0.99 * ((MAX_DECODED_PIXELS - overview.width * overview.height - reserved) / 2),
  );
}

/**
 * Whether the tile pass fits next to the overview and a full-screen region at 100 % (a 16:9
 * screen whose long side is `neededLongSide` device pixels). Not on a 4K screen: its overview
 * and regions take the whole budget, and regions keep coming from fresh passes there.
 */
export function tilesFit(overview: Size, pageWidth: number, neededLongSide: number): boolean {
  const screen = (neededLongSide * neededLongSide * 9) / 16;
  return regionBudget(overview, tilePassPixels(pageWidth)) >= screen;
}

function tracked(bitmap: ImageBitmap): () => void {
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    decodedPixels.remove(bitmap.width * bitmap.height);
    bitmap.close();
  };
}

/**
 * Page images of a big PNG without ever decoding it whole: a worker streams the file once
 * for an overview at screen sharpness, which fills in from the top as its rows arrive (the
 * images are handed out with the first band, so the top of a tall page is sharp long before
 * its bottom is read). After the first sharp region (the reader zooms in), a second worker
 * reads the file again into compressed full-resolution tiles and answers regions from them
 * (tile-worker.ts); a region whose rows it has not stored yet (or all, if it fails) is
 * streamed from the file (rows above it decoded and dropped, reading stops below it). Decoded
 * pixels stay under {@link MAX_DECODED_PIXELS} at any zoom, the tile pass's band included.
 */
export async function streamedPageImages(
  blob: Blob,
  size: Size,
  neededLongSide: number,
): Promise<PageImages> {
  const worker = new RegionWorker(
    decodedPixels,
    (message, reason) => new PageImageError(message, null, reason),
  );
  const target = overviewSize(size, neededLongSide);
  const overview = new FillingOverview(target, size, (rows) => worker.wantRows(rows));
  const filled = worker.decodeRows(blob, { x: 0, y: 0, ...size }, target, (band) =>
    overview.add(band),
  );
  try {
    await Promise.race([overview.firstRows, filled]);
  } catch (error) {
    worker.terminate();
    overview.close();
    throw error;
  }
  const whole = filled.then(
    () => undefined,
    (error: unknown) => overview.fail(error),
  );
  const withTiles = tilesFit(target, size.width, neededLongSide);
  const budget = regionBudget(target, withTiles ? tilePassPixels(size.width) : 0);
  let disposed = false;
  let tiles: TileClient | null = null;
  return {
    size,
    overview: overview.canvas,
    get rowsLoaded() {
      return overview.pageRows;
    },
    kind: 'bitmap',
    maxDensity: 1,
    regionPixels: budget,
    async decodeRegion(plan, signal) {
      // One decode at a time on the page's thread: the overview's pixels are counted until
      // it is whole, and only then this region's.
      await whole;
      if (overview.failure) throw overview.failure;
      const bitmap = tiles?.has(plan.source)
        ? await tiles.decode(plan.source, plan, signal)
        : await worker.decode(blob, plan.source, plan, signal);
      // A reader who zoomed in once will zoom again: the tiles are made from now on, after
      // this first sharp region (never competing with the first view or with this region).
      if (withTiles && !disposed) tiles ??= new TileClient(blob, size.width);
      const close = tracked(bitmap);
      if (signal.aborted || disposed) {
        close();
        throw new DOMException('The region is no longer needed', 'AbortError');
      }
      return { plan, image: bitmap, close };
    },
    wantRows: (pageRows) => overview.want(pageRows),
    onOverviewChange: (listener) => overview.onChange(listener),
    onFailure: (listener) => overview.onFailure(listener),
    refine: () => undefined,
    ready: whole,
    dispose() {
      disposed = true;
      overview.close();
      worker.terminate();
      tiles?.terminate();
    },
  };
}
