/** Bitmap formats the engine converts. */
export type BitmapKind = 'png' | 'jpg' | 'webp' | 'gif' | 'bmp';

/** Pixel size read from a file header; both > 0. */
export interface ImageSize {
  kind: BitmapKind;
  width: number;
  height: number;
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** True when the bytes start with the given signature. */
export function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return (
    bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)
  );
}

function pngSize(bytes: Uint8Array): ImageSize | null {
  if (!startsWith(bytes, PNG_SIGNATURE) || bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR')
    return null;
  const v = view(bytes);
  return { kind: 'png', width: v.getUint32(16), height: v.getUint32(20) };
}

function gifSize(bytes: Uint8Array): ImageSize | null {
  const sig = ascii(bytes, 0, 6);
  if ((sig !== 'GIF87a' && sig !== 'GIF89a') || bytes.length < 10) return null;
  const v = view(bytes);
  return { kind: 'gif', width: v.getUint16(6, true), height: v.getUint16(8, true) };
}

function bmpSize(bytes: Uint8Array): ImageSize | null {
  if (ascii(bytes, 0, 2) !== 'BM' || bytes.length < 26) return null;
  const v = view(bytes);
  const headerSize = v.getUint32(14, true);
  if (headerSize === 12)
    return { kind: 'bmp', width: v.getUint16(18, true), height: v.getUint16(20, true) };
  // A negative height marks a top-down bitmap.
  return {
    kind: 'bmp',
    width: Math.abs(v.getInt32(18, true)),
    height: Math.abs(v.getInt32(22, true)),
  };
}

function webpSize(bytes: Uint8Array): ImageSize | null {
  if (ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP' || bytes.length < 30)
    return null;
  const v = view(bytes);
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X') {
    const w = v.getUint16(24, true) | ((bytes[26] ?? 0) << 16);
    const h = v.getUint16(27, true) | ((bytes[29] ?? 0) << 16);
    return { kind: 'webp', width: w + 1, height: h + 1 };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = v.getUint32(21, true);
    return { kind: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return {
      kind: 'webp',
      width: v.getUint16(26, true) & 0x3fff,
      height: v.getUint16(28, true) & 0x3fff,
    };
  }
  return null;
}

// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) are not frames.
const SOF_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

function jpegSize(bytes: Uint8Array): ImageSize | null {
  if (!startsWith(bytes, [0xff, 0xd8])) return null;
  const v = view(bytes);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data or end before any frame header
    const length = v.getUint16(offset + 2);
    if (SOF_MARKERS.has(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { kind: 'jpg', height: v.getUint16(offset + 5), width: v.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * Reads a bitmap's pixel size from its header without decoding it. Returns null for
 * other formats, truncated headers or a zero width or height.
 */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  const size =
    pngSize(bytes) ?? jpegSize(bytes) ?? gifSize(bytes) ?? webpSize(bytes) ?? bmpSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
