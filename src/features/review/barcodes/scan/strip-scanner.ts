import type { FoundBarcode } from './found-barcode';
import { rgbaRowToGray, type GrayImage } from './gray-image';
import { measureSymbol } from './symbol-geometry';
import { symbologyOf, textOf, type ZxingResult } from './zxing-results';
import { barLikeShapes } from './bar-like-shapes';
import { readOwnEan } from './own-ean-reader';

/** The decoder: zxing-cpp on a luminance strip (zxing-gray.ts). */
export type Decode = (image: GrayImage) => Promise<ZxingResult[]>;

export { DECODER_OPTIONS } from './decoder-options';

/**
 * Rows of a strip the scan keeps from the one before: a symbol up to this tall (34 mm at
 * 300 dpi: an EAN-13 at 100 % turned 90 degrees, quiet zones included, or a 2D code) is whole
 * in one strip or the next. Each such row is decoded twice, so it is kept small (bench).
 */
export const DEFAULT_OVERLAP = 400;

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
    this.gray = new Uint8Array(width * plan.rows);
  }

  /** Decoded pixels this scanner holds (its strip buffer). */
  get pixels(): number {
    return this.width * this.plan.rows;
  }

  /** Adds the next page row (RGBA); scans when the strip is full. */
  async push(row: Uint8Array | Uint8ClampedArray): Promise<void> {
    rgbaRowToGray(row, this.gray, this.filled * this.width, this.width);
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
    const gray: GrayImage = { data: this.gray.subarray(0, width * rows), width, height: rows };
    const results = await this.decode(gray);
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
      const own = readOwnEan(gray, shape);
      const ownGeometry = own && measureSymbol(gray, own.corners, 'ean-13');
      if (own && ownGeometry) {
        const symbology = own.text.startsWith('0') ? 'upc-a' : 'ean-13';
        strip.push({
          symbology,
          status: own.checkDigitValid ? 'read' : 'check-digit-wrong',
          text: textOf(symbology, own.text),
          box: { ...ownGeometry.box, y: ownGeometry.box.y + this.top },
          orientation: own.orientation,
          measured: { x: ownGeometry.x, width: ownGeometry.width, height: ownGeometry.height },
          quietZone: ownGeometry.quietZone,
          ownReader: true,
        });
        continue;
      }
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
    this.gray.copyWithin(0, (rows - keep) * width, rows * width);
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
