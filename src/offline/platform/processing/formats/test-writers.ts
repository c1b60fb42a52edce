import { zlibSync } from 'fflate';

/** Test inputs: TIFF and PSD files written from known pixels, with each codec the decoders read. */

export type TiffCompression = 'none' | 'lzw' | 'deflate' | 'packbits';

/** TIFF LZW with early change, as libtiff writes it (the encoder runs one entry ahead of the decoder). */
export function encodeTiffLzw(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  let width = 9;
  const put = (code: number) => {
    acc = (acc << width) | code;
    bits += width;
    while (bits >= 8) {
      out.push((acc >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    acc &= (1 << bits) - 1;
  };
  let table = new Map<number, number>();
  let next = 258;
  put(256);
  let prefix = -1;
  for (const byte of data) {
    if (prefix === -1) {
      prefix = byte;
      continue;
    }
    const key = prefix * 256 + byte;
    const known = table.get(key);
    if (known !== undefined) {
      prefix = known;
      continue;
    }
    put(prefix);
    table.set(key, next++);
    if (next > (1 << width) - 1 && width < 12) width++;
    if (next >= 4094) {
      put(256);
      table = new Map();
      next = 258;
      width = 9;
    }
    prefix = byte;
  }
  if (prefix !== -1) {
    put(prefix);
    // The decoder adds an entry after this code too: the end code may need the wider width.
    next++;
    if (next > (1 << width) - 1 && width < 12) width++;
  }
  put(257);
  if (bits > 0) out.push((acc << (8 - bits)) & 0xff);
  return new Uint8Array(out);
}

function packBits(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  let i = 0;
  while (i < data.length) {
    let run = 1;
    while (i + run < data.length && data[i + run] === data[i] && run < 128) run++;
    if (run >= 3) {
      out.push(257 - run, data[i] ?? 0);
      i += run;
    } else {
      const start = i;
      while (
        i < data.length &&
        i - start < 128 &&
        !(data[i] === data[i + 1] && data[i] === data[i + 2])
      )
        i++;
      if (i === start) i++;
      out.push(i - start - 1, ...data.subarray(start, i));
    }
  }
  return new Uint8Array(out);
}

export interface TiffPageSpec {
  width: number;
  height: number;
  /** 1 grey, 3 RGB, 4 CMYK. */
  samples: 1 | 3 | 4;
  bits: 8 | 16;
  compression: TiffCompression;
  /** Samples, row by row (0..255 for 8-bit, 0..65535 for 16-bit). */
  values: number[];
}

const CODES: Record<TiffCompression, number> = { none: 1, lzw: 5, deflate: 8, packbits: 32773 };

/** A little-endian TIFF with one strip per page. */
export function writeTiff(pages: TiffPageSpec[]): Uint8Array {
  const chunks: Uint8Array[] = [new Uint8Array([0x49, 0x49, 42, 0, 0, 0, 0, 0])];
  let size = 8;
  const ifdOffsets: number[] = [];
  const patches: [number, number][] = [];
  for (const page of pages) {
    const raw = new Uint8Array(page.values.length * (page.bits / 8));
    const view = new DataView(raw.buffer);
    page.values.forEach((v, i) =>
      page.bits === 8 ? (raw[i] = v) : view.setUint16(i * 2, v, true),
    );
    const data =
      page.compression === 'lzw'
        ? encodeTiffLzw(raw)
        : page.compression === 'deflate'
          ? zlibSync(raw)
          : page.compression === 'packbits'
            ? packBits(raw)
            : raw;
    const dataOffset = size;
    chunks.push(data);
    size += data.length + (data.length % 2);
    if (data.length % 2) chunks.push(new Uint8Array(1));
    const bitsOffset = size;
    const bitsBlock = new Uint8Array(8);
    for (let s = 0; s < page.samples; s++)
      new DataView(bitsBlock.buffer).setUint16(s * 2, page.bits, true);
    chunks.push(bitsBlock);
    size += 8;
    const entries: [number, number, number, number][] = [
      [256, 4, 1, page.width],
      [257, 4, 1, page.height],
      [258, 3, page.samples, page.samples === 1 ? page.bits : bitsOffset],
      [259, 3, 1, CODES[page.compression]],
      [262, 3, 1, page.samples === 4 ? 5 : page.samples === 3 ? 2 : 1],
      [273, 4, 1, dataOffset],
      [277, 3, 1, page.samples],
      [278, 4, 1, page.height],
      [279, 4, 1, data.length],
      [284, 3, 1, 1],
    ];
    const ifd = new Uint8Array(2 + entries.length * 12 + 4);
    const iv = new DataView(ifd.buffer);
    iv.setUint16(0, entries.length, true);
    entries.forEach(([tag, type, count, value], i) => {
      iv.setUint16(2 + i * 12, tag, true);
      iv.setUint16(4 + i * 12, type, true);
      iv.setUint32(6 + i * 12, count, true);
      if (type === 3 && count === 1) iv.setUint16(10 + i * 12, value, true);
      else iv.setUint32(10 + i * 12, value, true);
    });
    ifdOffsets.push(size);
    patches.push([size + 2 + entries.length * 12, 0]);
    chunks.push(ifd);
    size += ifd.length;
  }
  const file = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    file.set(chunk, at);
    at += chunk.length;
  }
  const view = new DataView(file.buffer);
  view.setUint32(4, ifdOffsets[0] ?? 0, true);
  patches.forEach(([at], i) => view.setUint32(at, ifdOffsets[i + 1] ?? 0, true));
  return file;
}

/** A PSD (version 1) or PSB (version 2) whose composite image holds `planes` (one per channel). */
export function writePsd(options: {
  version: 1 | 2;
  width: number;
  height: number;
  mode: 1 | 3 | 4;
  planes: number[][];
  rle: boolean;
}): Uint8Array {
  const { version, width, height, mode, planes, rle } = options;
  const parts: number[] = [];
  const u16 = (v: number) => parts.push((v >> 8) & 255, v & 255);
  const u32 = (v: number) => parts.push((v >>> 24) & 255, (v >> 16) & 255, (v >> 8) & 255, v & 255);
  parts.push(0x38, 0x42, 0x50, 0x53);
  u16(version);
  parts.push(0, 0, 0, 0, 0, 0);
  u16(planes.length);
  u32(height);
  u32(width);
  u16(8);
  u16(mode);
  u32(0); // colour mode data
  u32(0); // image resources
  if (version === 2) u32(0);
  u32(0); // layers and masks
  u16(rle ? 1 : 0);
  if (!rle) {
    for (const plane of planes) parts.push(...plane);
  } else {
    const rows = planes.flatMap((plane) =>
      Array.from({ length: height }, (_, y) =>
        packBits(new Uint8Array(plane.slice(y * width, (y + 1) * width))),
      ),
    );
    for (const row of rows) (version === 2 ? u32 : u16)(row.length);
    for (const row of rows) parts.push(...row);
  }
  return new Uint8Array(parts);
}
