/**
 * A page's first view as bands of finished rows (a page that fills in from the top): how
 * often and how big they are, how many may be on their way, and the decoder's side of sending
 * them. The decoder keeps only the rows of one band; the page takes each band as it comes and
 * says so, and no more than {@link BANDS_AHEAD} wait for it. So a first view never holds more
 * than the page's own overview and a few bands, whatever the screen.
 */
import { INFLATE_AHEAD_PIXELS } from './inflate-protocol';
import type { FinishedRows } from './region-decode';

/** Time between bands: the page fills in as a browser shows a loading image. */
export const BAND_MS = 25;

/** Most pixels of one band (rows of the output's width): a quarter of a megapixel. */
export const BAND_PIXELS = 1 << 18;

/** Bands sent and not yet taken by the page, at most. */
export const BANDS_AHEAD = 4;

/** Output rows of one band at most, for an output `width` pixels wide. */
export function bandRows(width: number): number {
  return Math.max(1, Math.floor(BAND_PIXELS / width));
}

/**
 * Decoded pixels a first view holds besides its overview: the decoder's band, the bands on
 * their way (and the last), and the inflated rows between the decoder's threads.
 */
export function rowsDecodePixels(width: number): number {
  return (BANDS_AHEAD + 2) * bandRows(width) * width + INFLATE_AHEAD_PIXELS;
}

/** Output rows `y` to `y + height`: a band of a first view. */
export interface RowBand {
  y: number;
  height: number;
  bitmap: ImageBitmap;
}

/**
 * The decoder's side: makes bands of the finished rows every {@link BAND_MS} or when the
 * decoder's band is full, and waits while {@link BANDS_AHEAD} are not taken yet.
 */
export class BandSender {
  private sentAt = performance.now();
  /** Output rows the page's view needs, and how far the bands sent reach. */
  private wanted = 0;
  private sentTo = 0;
  private waiting = 0;
  private wake: (() => void) | null = null;

  constructor(
    private readonly width: number,
    private readonly post: (band: RowBand) => void,
  ) {}

  /**
   * The page's view shows output rows down to `rows`: they go as soon as they are finished,
   * not with the next band (the view is sharp that much sooner).
   */
  want(rows: number): void {
    this.wanted = Math.max(this.wanted, rows);
  }

  /** Told after each finished row; a promise holds the decoder while a band is made or waits. */
  finished(rows: FinishedRows): Promise<void> | undefined {
    const wantedNow = this.sentTo < this.wanted && rows.rowsDone >= this.wanted;
    if (!rows.full && !wantedNow && performance.now() - this.sentAt < BAND_MS) return undefined;
    return this.send(rows);
  }

  /** The rows not sent yet, as a band (the last one: not counted as waiting). */
  async last(rows: FinishedRows): Promise<RowBand> {
    return this.make(rows);
  }

  /** The page took a band (or no longer wants any: `stop`). */
  taken(): void {
    this.waiting = Math.max(0, this.waiting - 1);
    this.wake?.();
    this.wake = null;
  }

  /** Stops waiting for the page for good (the decode was cancelled). */
  stop(): void {
    this.waiting = Number.NEGATIVE_INFINITY;
    this.wake?.();
    this.wake = null;
  }

  private async send(rows: FinishedRows): Promise<void> {
    const band = await this.make(rows);
    while (this.waiting >= BANDS_AHEAD) await new Promise<void>((go) => (this.wake = go));
    this.waiting += 1;
    this.post(band);
  }

  // A bitmap, not pixels: the page draws it as it is (an immutable image is never copied to
  // be drawn, and scales without converting first). It copies the rows, which the decoder
  // overwrites from then on.
  private async make(rows: FinishedRows): Promise<RowBand> {
    const { y, height, pixels } = rows.takeRows();
    this.sentAt = performance.now();
    this.sentTo = y + height;
    const bitmap = await createImageBitmap(new ImageData(pixels, this.width, height));
    return { y, height, bitmap };
  }
}
