import type { Size } from '../model/geometry';
import { decodedPixels } from './decoded-pixels';
import type { OverviewBand } from './page-images';
import type { RowBand } from '@/lib/png/row-bands';

/**
 * The overview of a streamed page as it fills in: a canvas of the overview's size that bands
 * of rows are written into, top to bottom, telling its listeners after each. Its pixels are
 * counted in {@link decodedPixels} until `close`.
 */
export class FillingOverview {
  readonly canvas: HTMLCanvasElement;
  /** Settles when the first band is in: the page can be shown. */
  readonly firstRows: Promise<void>;
  /** Why the rest of the page never came, once it failed. */
  failure: Error | null = null;
  private rows = 0;
  private closed = false;
  private readonly changed = new Set<(band: OverviewBand) => void>();
  private readonly failed = new Set<(error: Error) => void>();
  private shown: () => void = () => undefined;

  /** Output rows already asked for first (see `want`). */
  private wanted = 0;

  constructor(
    private readonly target: Size,
    private readonly page: Size,
    /** Asks the decoder for output rows down to the one given as soon as they are in. */
    private readonly askFor: (rows: number) => void = () => undefined,
  ) {
    this.canvas = document.createElement('canvas');
    this.canvas.width = target.width;
    this.canvas.height = target.height;
    decodedPixels.add(target.width * target.height);
    this.firstRows = new Promise((resolve) => {
      this.shown = resolve;
    });
  }

  /** Page rows from the top that the canvas holds (rounded down). */
  get pageRows(): number {
    if (this.rows >= this.target.height) return this.page.height;
    return Math.floor((this.rows * this.page.height) / this.target.height);
  }

  /** Takes a band of rows (and closes its bitmap). */
  add(band: RowBand): void {
    if (this.closed) {
      band.bitmap.close();
      return;
    }
    const { bitmap } = band;
    this.canvas.getContext('2d')?.drawImage(bitmap, 0, band.y);
    // A decode read again from the top (its inflating thread stopped) sends rows it sent
    // before, the same pixels: what the canvas holds never shrinks.
    this.rows = Math.max(this.rows, band.y + band.height);
    this.shown();
    const perRow = this.page.height / this.target.height;
    const drawn: OverviewBand = {
      image: bitmap,
      top: band.y * perRow,
      bottom: this.rows * perRow,
      last: this.rows >= this.target.height,
    };
    for (const listener of this.changed) listener(drawn);
    bitmap.close();
  }

  /** The view shows the page's rows down to `pageRows`: the decoder sends them when in. */
  want(pageRows: number): void {
    const rows = Math.min(
      this.target.height,
      Math.ceil((pageRows * this.target.height) / this.page.height),
    );
    if (this.closed || rows <= Math.max(this.wanted, this.rows)) return;
    this.wanted = rows;
    this.askFor(rows);
  }

  fail(error: unknown): void {
    if (this.closed) return;
    const failure = error instanceof Error ? error : new Error('The page image cannot be read.');
    this.failure = failure;
    for (const listener of this.failed) listener(failure);
  }

  onChange(listener: (band: OverviewBand) => void): () => void {
    this.changed.add(listener);
    return () => this.changed.delete(listener);
  }

  /** Told once; a listener that comes after the failure hears of it at once (in a microtask). */
  onFailure(listener: (error: Error) => void): () => void {
    if (this.failure !== null) {
      const { failure } = this;
      queueMicrotask(() => listener(failure));
      return () => undefined;
    }
    this.failed.add(listener);
    return () => this.failed.delete(listener);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.changed.clear();
    this.failed.clear();
    decodedPixels.remove(this.target.width * this.target.height);
    // A zero-size canvas gives its memory back at once instead of at garbage collection.
    this.canvas.width = 0;
    this.canvas.height = 0;
  }
}
