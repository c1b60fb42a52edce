import { zlibSync } from 'fflate';

export interface CmykTiffOptions {
  width: number;
  height: number;
  /** Pixels per inch; omitted: no resolution tags. */
  dpi?: number;
  deflate?: boolean;
  pixel: (x: number, y: number) => [number, number, number, number];
}

/** A little-endian CMYK TIFF (Photometric 5), one strip, raw or Deflate. */
export function writeCmykTiff(options: CmykTiffOptions): Uint8Array {
  const { width, height } = options;
  const raw = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) raw.set(options.pixel(x, y), (y * width + x) * 4);
  const data = options.deflate ? zlibSync(raw) : raw;
  const entries: [number, number, number, number][] = [];
  const extraAt = 8;
  // After the header: bits per sample (4 shorts), two rationals, then the data, then the IFD.
  const bitsAt = extraAt;
  const xResAt = bitsAt + 8;
  const yResAt = xResAt + 8;
  const dataAt = yResAt + 8;
  const ifdAt = dataAt + data.length + (data.length % 2);
  entries.push([256, 4, 1, width], [257, 4, 1, height], [258, 3, 4, bitsAt]);
  entries.push([259, 3, 1, options.deflate ? 8 : 1], [262, 3, 1, 5], [273, 4, 1, dataAt]);
  entries.push([277, 3, 1, 4], [278, 4, 1, height], [279, 4, 1, data.length]);
  if (options.dpi) entries.push([282, 5, 1, xResAt], [283, 5, 1, yResAt]);
  entries.push([284, 3, 1, 1]);
  if (options.dpi) entries.push([296, 3, 1, 2]);
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
  out.set(data, dataAt);
  view.setUint16(ifdAt, entries.length, true);
  entries.forEach(([tag, type, count, value], i) => {
    const at = ifdAt + 2 + i * 12;
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, type, true);
    view.setUint32(at + 4, count, true);
    if (type === 3 && count === 1) view.setUint16(at + 8, value, true);
    else view.setUint32(at + 8, value, true);
  });
  return out;
}
