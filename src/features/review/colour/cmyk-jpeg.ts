import { JpegImage } from 'pdfjs-dist/image_decoders/pdf.image_decoders.mjs';
import { readJpegHeader } from '@/lib/jpeg/jpeg-header';
import { UnsupportedTiff, type CmykSource } from '@/lib/cmyk/cmyk-source';

/** The review tool's bound on decoded pixels: a CMYK JPEG is decoded whole, 4 bytes a pixel. */
export const MAX_CMYK_JPEG_PIXELS = 32_000_000;

/** A CMYK JPEG larger than the ink reader decodes at once. */
export class CmykJpegTooLarge extends Error {}

/**
 * The inks of a four-component JPEG, decoded with pdf.js's JPEG decoder (the one that draws
 * CMYK JPEGs inside PDFs). Print files come from Adobe applications, which store the inks
 * inverted (0 = 100 % ink) with transform 0, or as YCCK (C, M, Y coded like R, G, B; K
 * inverted) with transform 2. Outside a PDF the decoder undoes both, and browsers read such
 * files the same way, so the values here match the page bitmap the reviewer sees. A file
 * without the Adobe marker is read by the same rule, as browsers do.
 */
export function openCmykJpeg(bytes: Uint8Array): CmykSource | null {
  // Decoded once per file: the colour tool may be closed and opened again.
  const known = opened.get(bytes);
  if (known) return known;
  const source = decode(bytes);
  if (source) opened.set(bytes, source);
  return source;
}

const opened = new WeakMap<Uint8Array, CmykSource>();

function decode(bytes: Uint8Array): CmykSource | null {
  const header = readJpegHeader(bytes);
  if (header?.components !== 4) return null;
  if (header.width * header.height > MAX_CMYK_JPEG_PIXELS)
    throw new CmykJpegTooLarge(`${header.width} x ${header.height} px`);
  const decoder = new JpegImage();
  let decoded: Uint8ClampedArray | Uint8Array;
  try {
    decoder.parse(bytes);
    decoded = decoder.getData({ width: decoder.width, height: decoder.height, isSourcePDF: false });
  } catch (error) {
    throw new UnsupportedTiff(error instanceof Error ? error.message : String(error));
  }
  const { width, height } = decoder;
  const inks = new Uint8Array(decoded.buffer, decoded.byteOffset, width * height * 4);
  const rowBytes = width * 4;
  return {
    width,
    height,
    rows(top, count) {
      const first = Math.max(0, top);
      const last = Math.min(height, top + count);
      return inks.subarray(first * rowBytes, Math.max(first, last) * rowBytes);
    },
  };
}
