import { FormatError } from './pixels';

/** Reading classic TIFF structure: byte order, the chain of image file directories, tag values. */

/** One image file directory (a page): its tags as number arrays. */
export type Ifd = Map<number, number[]>;

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

export const TAG = {
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

export class TiffReader {
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

export const first = (ifd: Ifd, tag: number, fallback: number): number =>
  ifd.get(tag)?.[0] ?? fallback;
