/** A PNG's header (IHDR) and the errors of reading one. */

export interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlaced: boolean;
}

/** The file is not a PNG, is damaged or truncated, or uses a form this decoder leaves out. */
export class PngReadError extends Error {
  override readonly name = 'PngReadError';
  constructor(
    message: string,
    readonly reason: 'not-png' | 'corrupt' | 'truncated' | 'unsupported',
  ) {
    super(message);
  }
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

const u32 = (b: Uint8Array, at: number) =>
  (((b[at] ?? 0) << 24) | ((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0)) >>>
  0;

/** The IHDR of a PNG from its first 33 bytes, or null when these are not a PNG's. */
export function readPngHeader(bytes: Uint8Array): PngHeader | null {
  if (bytes.length < 33 || !SIGNATURE.every((b, i) => bytes[i] === b)) return null;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return {
    width: u32(bytes, 16),
    height: u32(bytes, 20),
    bitDepth: bytes[24] ?? 0,
    colorType: bytes[25] ?? 0,
    interlaced: bytes[28] === 1,
  };
}

/** Why this decoder cannot stream the PNG, or null when it can (8 or 16 bits, not interlaced). */
export function unsupportedReason(header: PngHeader): string | null {
  if (header.interlaced) return 'Interlaced (Adam7) PNGs are not streamed.';
  if (CHANNELS[header.colorType] === undefined)
    return `Unknown PNG colour type ${header.colorType}.`;
  if (header.bitDepth !== 8 && header.bitDepth !== 16)
    return `PNGs with ${header.bitDepth}-bit samples are not streamed.`;
  if (header.colorType === 3 && header.bitDepth !== 8) return 'Palette PNGs must be 8-bit.';
  if (header.width <= 0 || header.height <= 0) return 'The PNG has no pixels.';
  return null;
}
