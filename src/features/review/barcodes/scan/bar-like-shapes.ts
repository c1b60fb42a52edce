import type { GrayImage } from './gray-image';
import type { PixelBox } from './found-barcode';

const CELL = 32;
/** Dark/light changes along a cell's lines that make it look like bars (a few bars per cell). */
const MIN_CHANGES = 3;
/** Across the bars a line stays in one bar or one space: almost no changes. */
const MAX_CROSS_CHANGES = 0.5;

type Kind = 0 | 1 | 2;

/** Mean dark/light changes along two lines of the cell at (x0, y0), across or down. */
function changes(image: GrayImage, x0: number, y0: number, horizontal: boolean): number {
  const { data, width } = image;
  // Steps in bytes along the line, and from one line to the next.
  const step = horizontal ? 1 : width;
  const across = horizontal ? width : 1;
  let total = 0;
  for (let k = 8; k < CELL; k += 16) {
    let at = y0 * width + x0 + k * across;
    let previous = (data[at] ?? 255) < 128;
    for (let s = 1; s < CELL; s++) {
      at += step;
      const dark = (data[at] ?? 255) < 128;
      if (dark !== previous) total++;
      previous = dark;
    }
  }
  return total / 2;
}

/**
 * Areas that look like a linear barcode (many parallel bars, in rows or in columns) outside
 * `known` boxes: the scan lists them as unreadable rather than leaving them out.
 */
export function barLikeShapes(image: GrayImage, known: readonly PixelBox[]): PixelBox[] {
  const cols = Math.floor(image.width / CELL);
  const rows = Math.floor(image.height / CELL);
  const kinds = new Uint8Array(cols * rows);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const across = changes(image, c * CELL, r * CELL, true);
      const down = changes(image, c * CELL, r * CELL, false);
      let kind: Kind = 0;
      if (across >= MIN_CHANGES && down <= MAX_CROSS_CHANGES) kind = 1;
      else if (down >= MIN_CHANGES && across <= MAX_CROSS_CHANGES) kind = 2;
      kinds[r * cols + c] = kind;
    }
  const seen = new Uint8Array(cols * rows);
  const shapes: PixelBox[] = [];
  for (let start = 0; start < kinds.length; start++) {
    const kind = kinds[start] ?? 0;
    if (kind === 0 || seen[start]) continue;
    let minC = cols;
    let maxC = -1;
    let minR = rows;
    let maxR = -1;
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const i = stack.pop() ?? 0;
      const c = i % cols;
      const r = (i - c) / cols;
      minC = Math.min(minC, c);
      maxC = Math.max(maxC, c);
      minR = Math.min(minR, r);
      maxR = Math.max(maxR, r);
      const next = [
        c > 0 ? i - 1 : -1,
        c < cols - 1 ? i + 1 : -1,
        r > 0 ? i - cols : -1,
        r < rows - 1 ? i + cols : -1,
      ];
      for (const j of next)
        if (j >= 0 && !seen[j] && kinds[j] === kind) {
          seen[j] = 1;
          stack.push(j);
        }
    }
    const across = kind === 1 ? maxC - minC + 1 : maxR - minR + 1;
    const along = kind === 1 ? maxR - minR + 1 : maxC - minC + 1;
    // A barcode is a block: at least 3 cells across its bars and 2 along them.
    if (across < 3 || along < 2) continue;
    const box = {
      x: minC * CELL,
      y: minR * CELL,
      width: (maxC - minC + 1) * CELL,
      height: (maxR - minR + 1) * CELL,
    };
    if (covered(box, known) || !variedBars(image, box, kind === 1)) continue;
    shapes.push(box);
  }
  return shapes;
}

/**
 * Whether the bars across the middle of `box` have different widths, as every symbology's do
 * (EAN: 1 to 4 modules); evenly spaced lines (a crimp, a hatching) do not.
 */
function variedBars(image: GrayImage, box: PixelBox, horizontal: boolean): boolean {
  const widths: number[] = [];
  const length = horizontal ? box.width : box.height;
  const middle = horizontal ? box.y + (box.height >> 1) : box.x + (box.width >> 1);
  let run = 0;
  for (let s = 0; s < length; s++) {
    const x = horizontal ? box.x + s : middle;
    const y = horizontal ? middle : box.y + s;
    const dark = (image.data[y * image.width + x] ?? 255) < 128;
    if (dark) run++;
    else if (run > 0) {
      widths.push(run);
      run = 0;
    }
  }
  // The first run may be cut by the cell grid.
  const bars = widths.slice(1);
  if (bars.length < 6) return false;
  return Math.max(...bars) >= 2 * Math.min(...bars);
}

/** Whether half or more of `box` lies inside known symbols (their bars make cells too). */
function covered(box: PixelBox, known: readonly PixelBox[]): boolean {
  let inside = 0;
  for (const k of known) {
    const w = Math.min(box.x + box.width, k.x + k.width + CELL) - Math.max(box.x, k.x - CELL);
    const h = Math.min(box.y + box.height, k.y + k.height + CELL) - Math.max(box.y, k.y - CELL);
    if (w > 0 && h > 0) inside += w * h;
  }
  return inside >= (box.width * box.height) / 2;
}
