/** What a JPEG's markers say before any pixel is decoded. */
export interface JpegHeader {
  width: number;
  height: number;
  /** 1 grey, 3 YCbCr or RGB, 4 CMYK or YCCK. */
  components: number;
  /** The Adobe APP14 marker's transform (0 none, 1 YCbCr, 2 YCCK); null without the marker. */
  adobeTransform: number | null;
  /** The JFIF APP0 density: unit 1 dots per inch, 2 dots per cm, 0 an aspect ratio only. */
  jfif: { unit: number; x: number; y: number } | null;
  /** Where the EXIF APP1 segment's TIFF header starts and where the segment ends. */
  exif: { start: number; end: number } | null;
}

// Start-of-frame markers: every coding process but DHT (C4), JPG (C8) and DAC (CC).
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Reads the markers up to the frame header; null for anything that is not a JPEG. */
export function readJpegHeader(bytes: Uint8Array): JpegHeader | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let adobeTransform: number | null = null;
  let jfif: JpegHeader['jfif'] = null;
  let exif: JpegHeader['exif'] = null;
  const ascii = (at: number, length: number) =>
    String.fromCharCode(...bytes.subarray(at, at + length));
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = view.getUint16(at + 2);
    const body = at + 4;
    if (marker === 0xee && length >= 14 && ascii(body, 5) === 'Adobe')
      adobeTransform = bytes[body + 11] ?? null;
    else if (marker === 0xe0 && length >= 16 && ascii(body, 5) === 'JFIF\0')
      jfif = {
        unit: bytes[body + 7] ?? 0,
        x: view.getUint16(body + 8),
        y: view.getUint16(body + 10),
      };
    else if (marker === 0xe1 && ascii(body, 6) === 'Exif\0\0')
      exif = { start: body + 6, end: at + 2 + length };
    if (isStartOfFrame(marker)) {
      if (body + 6 > bytes.length) return null;
      return {
        height: view.getUint16(body + 1),
        width: view.getUint16(body + 3),
        components: bytes[body + 5] ?? 0,
        adobeTransform,
        jfif,
        exif,
      };
    }
    if (marker === 0xda || marker === 0xd9) return null;
    at += 2 + length;
  }
  return null;
}

/** A four-component JPEG: CMYK, or YCCK that decodes to CMYK. */
export const isCmykJpeg = (bytes: Uint8Array): boolean => readJpegHeader(bytes)?.components === 4;
