import type { FoundBarcode } from './found-barcode';
import { rgbaToGray, type GrayImage } from './gray-image';
import { measureSymbol } from './symbol-geometry';
import { SCAN_FORMATS, symbologyOf, textOf, type ZxingResult } from './zxing-results';
import { barLikeShapes } from './bar-like-shapes';

/** Pixels as the decoder takes them (ImageData's shape, without needing a DOM). */
export interface RgbaPixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface DecoderOptions {
  formats: string[];
  tryHarder: boolean;
  tryRotate: boolean;
  tryInvert: boolean;
  returnErrors: boolean;
  textMode: 'Plain';
  maxNumberOfSymbols: number;
}

/** The decoder: zxing-wasm's readBarcodes in the worker, the same with a local .wasm in tests. */
export type Decode = (pixels: RgbaPixels, options: DecoderOptions) => Promise<ZxingResult[]>;

export const DECODER_OPTIONS: DecoderOptions = {
  formats: [...SCAN_FORMATS],
  tryHarder: true,
  tryRotate: true,
  // Packaging prints dark bars on light stock; inverted symbols are not scannable at a till.
  tryInvert: false,
  // An EAN whose check digit is wrong comes back with a ChecksumError instead of nothing.
  returnErrors: true,
  textMode: 'Plain',
  maxNumberOfSymbols: 0,
};

/**
 * Rows of a strip the scan keeps from the one before: a symbol up to this tall (an EAN-13 at
 * 200 % turned 90 degrees at 300 dpi is 882 px) is whole in one strip or the next.
 */
export const DEFAULT_OVERLAP = 640;

export interface StripPlan {
  /** Rows of the strip buffer (overlap included). */
  rows: number;
  overlap: number;
}

/** Strip rows within `budget` decoded pixels for a page `width` wide and `height` tall. */
export function planStrips(
  width: number,
  height: number,
  budget: number,
  overlap = DEFAULT_OVERLAP,
): StripPlan {
  const rows = Math.max(1, Math.min(height, Math.floor(budget / Math.max(1, width))));
  return { rows, overlap: rows >= height ? 0 : Math.min(overlap, Math.floor(rows / 2)) };
}

function sameSymbol(a: FoundBarcode, b: FoundBarcode): boolean {
  if (a.symbology !== b.symbology) return false;
  // A wrong check digit leaves the first digit's parity ambiguous: one symbol, two readings.
  if (a.text !== b.text && (a.status === 'read' || b.status === 'read')) return false;
  const ax = a.box.x + a.box.width / 2;
  const ay = a.box.y + a.box.height / 2;
  const bx = b.box.x + b.box.width / 2;
  const by = b.box.y + b.box.height / 2;
  return Math.hypot(ax - bx, ay - by) < Math.max(8, Math.min(a.box.width, a.box.height) / 2);
}

/**
 * Scans a page in horizontal strips as its rows arrive: holds one strip (and the overlap it
 * carries on), never the page. `push` takes rows in order; `finish` scans what is left.
 */
export class StripScanner {
  readonly found: FoundBarcode[] = [];
  private readonly rgba: Uint8ClampedArray;
  private readonly gray: Uint8Array;
  /** Rows in the buffer; the first of them is page row `top`. */
  private filled = 0;
  private top = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly plan: StripPlan,
    private readonly decode: Decode,
  ) {
    this.rgba = new Uint8ClampedArray(width * plan.rows * 4);
    this.gray = new Uint8Array(width * plan.rows);
  }

  /** Decoded pixels this scanner holds (its strip buffer). */
  get pixels(): number {
    return this.width * this.plan.rows;
  }

  /** Adds the next page row (RGBA); scans when the strip is full. */
  async push(row: Uint8Array | Uint8ClampedArray): Promise<void> {
    this.rgba.set(row.subarray(0, this.width * 4), this.filled * this.width * 4);
    this.filled++;
    if (this.filled === this.plan.rows && this.top + this.filled < this.height)
      await this.scan(false);
  }

  /** Scans the last strip; the list is complete after this. */
  async finish(): Promise<FoundBarcode[]> {
    if (this.filled > 0) await this.scan(true);
    // A shape flagged at a strip's edge may be a symbol the next strip read whole.
    const read = this.found.filter((f) => f.status !== 'unreadable' || f.symbology !== null);
    return this.found.filter(
      (f) => f.symbology !== null || !read.some((r) => overlaps(r.box, f.box)),
    );
  }

  private async scan(last: boolean): Promise<void> {
    const rows = this.filled;
    const { width } = this;
    const pixels = { data: this.rgba.subarray(0, width * rows * 4), width, height: rows };
    const results = await this.decode(pixels, DECODER_OPTIONS);
    const gray: GrayImage = { data: this.gray.subarray(0, width * rows), width, height: rows };
    rgbaToGray(pixels.data, gray.data);
    const first = this.top === 0;
    const strip: FoundBarcode[] = [];
    for (const result of results) {
      const symbology = symbologyOf(result);
      if (!symbology) continue;
      const geometry = measureSymbol(gray, result.position, symbology, result.symbol.width);
      // Cut by the strip's lower edge: the next strip holds it whole.
      if (!last && geometry?.touchesEdge.bottom) continue;
      const error = result.error;
      const status =
        error === '' ? 'read' : /checksum/i.test(error) ? 'check-digit-wrong' : 'unreadable';
      const box = geometry?.box ?? boxOf(result.position);
      const found: FoundBarcode = {
        symbology,
        status,
        text: status === 'unreadable' ? '' : textOf(symbology, result.text),
        box: { ...box, y: box.y + this.top },
        orientation: result.orientation,
      };
      if (geometry) {
        found.measured = { x: geometry.x, width: geometry.width, height: geometry.height };
        found.quietZone = geometry.quietZone;
      }
      if (!first && geometry?.touchesEdge.top) found.measured = undefined;
      strip.push(found);
    }
    for (const shape of barLikeShapes(
      gray,
      strip.map((f) => ({ ...f.box, y: f.box.y - this.top })),
    )) {
      if (!last && shape.y + shape.height >= rows - 1) continue;
      strip.push({
        symbology: null,
        status: 'unreadable',
        text: '',
        box: { ...shape, y: shape.y + this.top },
        orientation: 0,
      });
    }
    for (const found of strip) {
      const twin = this.found.findIndex(
        (known) =>
          sameSymbol(known, found) ||
          (found.status === 'unreadable' && overlaps(known.box, found.box)),
      );
      if (twin < 0) this.found.push(found);
      else if (!this.found[twin]?.measured && found.measured) this.found[twin] = found;
    }
    if (last) return;
    // The overlap rows move to the top; the next rows follow them.
    const keep = this.plan.overlap;
    this.rgba.copyWithin(0, (rows - keep) * width * 4, rows * width * 4);
    this.top += rows - keep;
    this.filled = keep;
  }
}

function overlaps(a: FoundBarcode['box'], b: FoundBarcode['box']): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function boxOf(position: ZxingResult['position']) {
  const points = [position.topLeft, position.topRight, position.bottomRight, position.bottomLeft];
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}
