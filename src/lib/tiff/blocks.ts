import { unzlibSync } from 'fflate';
import { decodeTiffLzw } from './lzw';

/**
 * The block codecs of TIFF (and PSD's RLE), shared by the offline service's file processing and
 * the review tool's CMYK plate reader, which reads the original in the browser.
 */

/** A TIFF compression neither reader decodes; each says so in its own words. */
export class UnsupportedTiffCompression extends Error {
  constructor(readonly compression: number) {
    super(`TIFF compression ${String(compression)}`);
  }
}

/** PackBits run-length decoding (TIFF compression 32773, PSD RLE) of `input` into `size` bytes. */
export function unpackBits(input: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  let i = 0;
  let o = 0;
  while (o < size && i < input.length) {
    const n = input[i++] ?? 0;
    if (n < 128) {
      const count = Math.min(n + 1, size - o);
      out.set(input.subarray(i, i + count), o);
      i += n + 1;
      o += count;
    } else if (n > 128) {
      const count = Math.min(257 - n, size - o);
      out.fill(input[i++] ?? 0, o, o + count);
      o += count;
    }
  }
  return out;
}

/** One strip or tile of `size` bytes: none, LZW, Deflate (ZIP) or PackBits. */
export function decompressTiffBlock(
  block: Uint8Array,
  compression: number,
  size: number,
): Uint8Array {
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
      throw new UnsupportedTiffCompression(compression);
  }
}
