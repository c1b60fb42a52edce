import { zlibSync } from 'fflate';

export interface CmykTiffOptions {
  width: number;
  height: number;
  /** Pixels per inch; omitted: no resolution tags. */
  dpi?: number;
  deflate?: boolean;
  /** Rows per strip; omitted: the whole image in one strip. */
  stripRows?: number;
  /** Horizontal differencing (TIFF predictor 2) of each strip before Deflate. */
  predict?: boolean;
  /** Bytes left after each Deflate stream inside its strip, as some writers leave them. */
  stripPadding?: number;
  /** The inks of each pixel, or all of them at once (C, M, Y, K per pixel, row by row). */
  pixel: ((x: number, y: number) => [number, number, number, number]) | Uint8Array;
}

function inksOf({ width, height, pixel }: CmykTiffOptions): Uint8Array {
  if (pixel instanceof Uint8Array) return pixel;
  const raw = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), (y * width + x) * 4);
  return raw;
}

function stripsOf(options: CmykTiffOptions, raw: Uint8Array): Uint8Array[] {
  const { width, height, stripRows = height } = options;
  const rowBytes = width * 4;
  const strips: Uint8Array[] = [];
  for (let top = 0; top < height; top += stripRows) {
    const rows = raw.slice(top * rowBytes, Math.min(height, top + stripRows) * rowBytes);
    // Predictor 2: each sample less the same ink of the pixel to its left, row by row.
    if (options.predict)
      for (let at = rows.length - 1; at >= 0; at--)
        if (at % rowBytes >= 4) rows[at] = ((rows[at] ?? 0) - (rows[at - 4] ?? 0)) & 0xff;
    if (!options.deflate) {
      strips.push(rows);
      continue;
    }
    const packed = zlibSync(rows);
    const strip = new Uint8Array(packed.length + (options.stripPadding ?? 0));
    strip.set(packed);
    strips.push(strip);
  }
  return strips;
}

/** A little-endian CMYK TIFF (Photometric 5), in one strip or several, raw or Deflate. */
export function writeCmykTiff(options: CmykTiffOptions): Uint8Array {
  const { width, height } = options;
  const strips = stripsOf(options, inksOf(options));
  const size = strips.reduce((n, strip) => n + strip.length, 0);
  // After the header: bits per sample (4 shorts), two rationals, the strips, their offsets and
  // byte counts (when there are several), then the IFD.
  const bitsAt = 8;
  const xResAt = bitsAt + 8;
  const yResAt = xResAt + 8;
  const dataAt = yResAt + 8;
  const offsetsAt = dataAt + size + (size % 2);
  const many = strips.length > 1;
  const countsAt = offsetsAt + (many ? strips.length * 4 : 0);
  const ifdAt = countsAt + (many ? strips.length * 4 : 0);
  const entries: [number, number, number, number][] = [];
  entries.push([256, 4, 1, width], [257, 4, 1, height], [258, 3, 4, bitsAt]);
  entries.push([259, 3, 1, options.deflate ? 8 : 1], [262, 3, 1, 5]);
  entries.push([273, 4, strips.length, many ? offsetsAt : dataAt], [277, 3, 1, 4]);
  entries.push([278, 4, 1, options.stripRows ?? height]);
  entries.push([279, 4, strips.length, many ? countsAt : size]);
  if (options.dpi) entries.push([282, 5, 1, xResAt], [283, 5, 1, yResAt]);
  entries.push([284, 3, 1, 1]);
  if (options.dpi) entries.push([296, 3, 1, 2]);
  if (options.predict) entries.push([317, 3, 1, 2]);
  entries.push([332, 3, 1, 1]);
  const out = new Uint8Array(ifdAt + 2 + entries.length * 12 + 4);
  const view = new DataView(out.buffer);
  out.set([0x49, 0x49, 42, 0]);
  view.setUint32(4, ifdAt, true);
  for (let s = 0; s < 4; s++) view.setUint16(bitsAt + s * 2, 8, true);
  for (const at of [xResAt, yResAt]) {
    view.setUint32(at, options.dpi ?? 72, true);
    view.setUint32(at + 4, 1, true);
  }
  let at = dataAt;
  strips.forEach((strip, i) => {
    out.set(strip, at);
    if (many) {
      view.setUint32(offsetsAt + i * 4, at, true);
      view.setUint32(countsAt + i * 4, strip.length, true);
    }
    at += strip.length;
  });
  view.setUint16(ifdAt, entries.length, true);
  entries.forEach(([tag, type, count, value], i) => {
    const entry = ifdAt + 2 + i * 12;
    view.setUint16(entry, tag, true);
    view.setUint16(entry + 2, type, true);
    view.setUint32(entry + 4, count, true);
    if (type === 3 && count === 1) view.setUint16(entry + 8, value, true);
    else view.setUint32(entry + 8, value, true);
  });
  return out;
}
