import { decompressTiffBlock, UnsupportedTiffCompression } from '@/lib/tiff/blocks';
import { FormatError, type RgbaPage } from './pixels';
import { first, TAG, TiffReader, type Ifd } from './tiff-reader';

function decompress(block: Uint8Array, compression: number, size: number): Uint8Array {
  try {
    return decompressTiffBlock(block, compression, size);
  } catch (error) {
    if (!(error instanceof UnsupportedTiffCompression)) throw error;
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

/** Writes pixel `pixel` of the decoded samples as RGBA at `out[at]`. */
function writeRgba(
  layout: Layout,
  sample: (index: number) => number,
  pixel: number,
  out: Uint8Array,
  at: number,
): void {
  const { spp, photometric, bits, colorMap } = layout;
  const base = pixel * spp;
  const max = bits < 8 ? (1 << bits) - 1 : 255;
  out[at + 3] = layout.extraAlpha && photometric !== 5 ? sample(base + spp - 1) : 255;
  switch (photometric) {
    case 0:
    case 1: {
      const v = Math.round((sample(base) * 255) / max);
      out.fill(photometric === 0 ? 255 - v : v, at, at + 3);
      return;
    }
    case 3: {
      const index = sample(base);
      const n = 1 << bits;
      for (let k = 0; k < 3; k++) out[at + k] = ((colorMap?.[k * n + index] ?? 0) >> 8) & 0xff;
      return;
    }
    case 5: {
      const white = 255 - sample(base + 3);
      for (let k = 0; k < 3; k++)
        out[at + k] = Math.round(((255 - sample(base + k)) * white) / 255);
      return;
    }
    default:
      out[at] = sample(base);
      out[at + 1] = sample(base + 1);
      out[at + 2] = sample(base + 2);
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
        writeRgba(layout, sample, rowStart + x, rgba, ((y0 + y) * width + x0 + x) * 4);
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
