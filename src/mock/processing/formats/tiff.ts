import { unzlibSync } from 'fflate';
import { cmykToRgb, FormatError, unpackBits, type RgbaPage } from './pixels';
import { decodeTiffLzw } from './tiff-lzw';

/** One image file directory (a page): its tags as number arrays. */
type Ifd = Map<number, number[]>;

const TYPE_SIZES: Readonly<Record<number, number>> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  16: 8,
};

const TAG = {
  width: 256,
  height: 257,
  bitsPerSample: 258,
  compression: 259,
  photometric: 262,
  stripOffsets: 273,
  samplesPerPixel: 277,
  rowsPerStrip: 278,
  stripByteCounts: 279,
  planar: 284,
  predictor: 317,
  colorMap: 320,
  tileWidth: 322,
  tileLength: 323,
  tileOffsets: 324,
  tileByteCounts: 325,
  extraSamples: 338,
  sampleFormat: 339,
} as const;

class TiffReader {
  readonly view: DataView;
  readonly little: boolean;

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const order = String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0);
    if (order !== 'II' && order !== 'MM') throw new FormatError('it is not a TIFF file');
    this.little = order === 'II';
    if (this.u16(2) === 43)
      throw new FormatError('BigTIFF files are not supported; save as classic TIFF');
    if (this.u16(2) !== 42) throw new FormatError('it is not a TIFF file');
  }

  u16(offset: number): number {
    return this.view.getUint16(offset, this.little);
  }
  u32(offset: number): number {
    return this.view.getUint32(offset, this.little);
  }

  /** Every IFD offset, following the chain (a loop or a bad offset ends it). */
  ifdOffsets(): number[] {
    const offsets: number[] = [];
    let offset = this.u32(4);
    while (offset > 0 && offset + 2 <= this.bytes.length && !offsets.includes(offset)) {
      offsets.push(offset);
      const count = this.u16(offset);
      const nextAt = offset + 2 + count * 12;
      if (nextAt + 4 > this.bytes.length) break;
      offset = this.u32(nextAt);
    }
    return offsets;
  }

  ifd(offset: number): Ifd {
    const tags: Ifd = new Map();
    const count = this.u16(offset);
    for (let i = 0; i < count; i++) {
      const at = offset + 2 + i * 12;
      const tag = this.u16(at);
      const type = this.u16(at + 2);
      const n = this.u32(at + 4);
      const size = TYPE_SIZES[type];
      if (!size || size === 8) continue;
      const valueAt = size * n <= 4 ? at + 8 : this.u32(at + 8);
      if (valueAt + size * n > this.bytes.length) continue;
      const values: number[] = [];
      for (let k = 0; k < n; k++) {
        const p = valueAt + k * size;
        values.push(size === 1 ? (this.bytes[p] ?? 0) : size === 2 ? this.u16(p) : this.u32(p));
      }
      tags.set(tag, values);
    }
    return tags;
  }
}

const first = (ifd: Ifd, tag: number, fallback: number): number => ifd.get(tag)?.[0] ?? fallback;

function decompress(block: Uint8Array, compression: number, size: number): Uint8Array {
  switch (compression) {
    case 1:
      return block;
    case 5:
      return decodeTiffLzw(block, size);
    case 8:
    case 32946:
      return unzlibSync(block);
    case 32773:
      return unpackBits(block, size);
    default:
      throw new FormatError(
        `its compression (TIFF code ${compression}) is not supported: save it uncompressed or with LZW, Deflate (ZIP) or PackBits`,
      );
  }
}

/** Horizontal differencing (Predictor 2) undone in place, per sample, for 8- and 16-bit data. */
function undoPredictor(
  data: Uint8Array,
  rowSamples: number,
  rows: number,
  spp: number,
  bits: number,
  little: boolean,
): void {
  if (bits === 8) {
    for (let r = 0; r < rows; r++) {
      const row = r * rowSamples;
      for (let i = spp; i < rowSamples; i++)
        data[row + i] = ((data[row + i] ?? 0) + (data[row + i - spp] ?? 0)) & 0xff;
    }
    return;
  }
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let r = 0; r < rows; r++) {
    const row = r * rowSamples * 2;
    for (let i = spp; i < rowSamples; i++) {
      const at = row + i * 2;
      if (at + 2 > data.length) return;
      view.setUint16(
        at,
        (view.getUint16(at, little) + view.getUint16(at - spp * 2, little)) & 0xffff,
        little,
      );
    }
  }
}

interface Layout {
  width: number;
  height: number;
  spp: number;
  bits: number;
  photometric: number;
  compression: number;
  predictor: number;
  colorMap: number[] | undefined;
  extraAlpha: boolean;
}

function layoutOf(ifd: Ifd, page: number): Layout {
  const width = first(ifd, TAG.width, 0);
  const height = first(ifd, TAG.height, 0);
  if (!width || !height) throw new FormatError(`page ${page} has no size`);
  const spp = first(ifd, TAG.samplesPerPixel, 1);
  const bits = first(ifd, TAG.bitsPerSample, 1);
  const photometric = first(ifd, TAG.photometric, spp >= 3 ? 2 : 1);
  if (first(ifd, TAG.planar, 1) !== 1)
    throw new FormatError(
      `page ${page} stores its channels in separate planes; save it with interleaved (chunky) pixels`,
    );
  if (first(ifd, TAG.sampleFormat, 1) === 3)
    throw new FormatError(
      `page ${page} has floating-point samples; save it with 8 or 16 bits per channel`,
    );
  if (bits !== 8 && bits !== 16 && !(bits <= 8 && (photometric === 3 || photometric <= 1)))
    throw new FormatError(
      `page ${page} has ${bits}-bit samples; save it with 8 or 16 bits per channel`,
    );
  if (![0, 1, 2, 3, 5].includes(photometric))
    throw new FormatError(
      `page ${page} uses colour model ${photometric} (not greyscale, RGB, palette or CMYK)`,
    );
  return {
    width,
    height,
    spp,
    bits,
    photometric,
    compression: first(ifd, TAG.compression, 1),
    predictor: first(ifd, TAG.predictor, 1),
    colorMap: ifd.get(TAG.colorMap),
    extraAlpha: [1, 2].includes(ifd.get(TAG.extraSamples)?.[0] ?? 0),
  };
}

/** Reads sample `index` of the raw (decompressed) pixel data as 0..255. */
function sampleReader(data: Uint8Array, bits: number, little: boolean): (index: number) => number {
  if (bits === 8) return (i) => data[i] ?? 0;
  if (bits === 16) return (i) => (little ? (data[i * 2 + 1] ?? 0) : (data[i * 2] ?? 0));
  return (i) => {
    const bit = i * bits;
    const value = ((data[bit >> 3] ?? 0) >> (8 - bits - (bit & 7))) & ((1 << bits) - 1);
    return value;
  };
}

/** Converts decoded blocks' pixels of one row into RGBA. */
function toRgba(
  layout: Layout,
  sample: (index: number) => number,
  pixel: number,
): [number, number, number, number] {
  const { spp, photometric, bits, colorMap } = layout;
  const base = pixel * spp;
  const max = bits < 8 ? (1 << bits) - 1 : 255;
  const alpha = layout.extraAlpha ? sample(base + spp - 1) : 255;
  switch (photometric) {
    case 0: {
      const v = 255 - Math.round((sample(base) * 255) / max);
      return [v, v, v, alpha];
    }
    case 1: {
      const v = Math.round((sample(base) * 255) / max);
      return [v, v, v, alpha];
    }
    case 3: {
      const index = sample(base);
      const n = 1 << bits;
      const at = (k: number) => ((colorMap?.[k * n + index] ?? 0) >> 8) & 0xff;
      return [at(0), at(1), at(2), 255];
    }
    case 5: {
      const [r, g, b] = cmykToRgb(
        sample(base),
        sample(base + 1),
        sample(base + 2),
        sample(base + 3),
      );
      return [r, g, b, spp > 4 && layout.extraAlpha ? alpha : 255];
    }
    default:
      return [sample(base), sample(base + 1), sample(base + 2), alpha];
  }
}

function decodePage(reader: TiffReader, ifd: Ifd, page: number): RgbaPage {
  const layout = layoutOf(ifd, page);
  const { width, height, spp, bits } = layout;
  const tiled = ifd.has(TAG.tileOffsets);
  const blockWidth = tiled ? first(ifd, TAG.tileWidth, width) : width;
  const blockHeight = tiled
    ? first(ifd, TAG.tileLength, height)
    : Math.min(first(ifd, TAG.rowsPerStrip, height), height);
  const offsets = ifd.get(tiled ? TAG.tileOffsets : TAG.stripOffsets) ?? [];
  const counts = ifd.get(tiled ? TAG.tileByteCounts : TAG.stripByteCounts) ?? [];
  if (!offsets.length) throw new FormatError(`page ${page} has no image data`);
  const across = Math.ceil(width / blockWidth);
  const rowBytes = Math.ceil((blockWidth * spp * bits) / 8);
  const rgba = new Uint8Array(width * height * 4);
  offsets.forEach((offset, index) => {
    const count = counts[index] ?? reader.bytes.length - offset;
    const raw = reader.bytes.subarray(offset, offset + count);
    const data = decompress(raw, layout.compression, rowBytes * blockHeight);
    if (layout.predictor === 2 && bits >= 8)
      undoPredictor(data, blockWidth * spp, blockHeight, spp, bits, reader.little);
    const sample = sampleReader(data, bits, reader.little);
    const x0 = (index % across) * blockWidth;
    const y0 = Math.floor(index / across) * blockHeight;
    for (let y = 0; y < blockHeight && y0 + y < height; y++) {
      const rowStart = (y * rowBytes * 8) / bits / spp;
      for (let x = 0; x < blockWidth && x0 + x < width; x++) {
        const [r, g, b, a] = toRgba(layout, sample, rowStart + x);
        const at = ((y0 + y) * width + x0 + x) * 4;
        rgba[at] = r;
        rgba[at + 1] = g;
        rgba[at + 2] = b;
        rgba[at + 3] = a;
      }
    }
  });
  return { width, height, rgba };
}

/** Page sizes of a TIFF, from its directories alone (no pixels decoded). */
export function tiffPageSizes(bytes: Uint8Array): { width: number; height: number }[] {
  const reader = new TiffReader(bytes);
  return reader.ifdOffsets().map((offset) => {
    const ifd = reader.ifd(offset);
    return { width: first(ifd, TAG.width, 0), height: first(ifd, TAG.height, 0) };
  });
}

/**
 * Decodes page `index` (zero-based) of a TIFF: 8 or 16 bits per channel, greyscale, RGB(A),
 * palette or CMYK, uncompressed, LZW, Deflate or PackBits, in strips or tiles.
 */
export function decodeTiffPage(bytes: Uint8Array, index: number): RgbaPage {
  const reader = new TiffReader(bytes);
  const offset = reader.ifdOffsets()[index];
  if (offset === undefined) throw new FormatError(`it has no page ${index + 1}`);
  return decodePage(reader, reader.ifd(offset), index + 1);
}
