import { unzlibSync, zlibSync } from 'fflate';
import { buildCmykView, type CmykView } from './cmyk-view';
import type { CmykSource } from './cmyk-source';

/**
 * The reduced ink raster of one CMYK page as a file (`/files/<token>/inks-<page>`), made by
 * the offline service when it processes a CMYK original, so the colour tool's separation and
 * coverage views open without decoding the original (a 10,000 px page is 400 MB of inks):
 *
 *   bytes 0-7   "PDINKV1\n"
 *   bytes 8-11  length of the JSON header (uint32, little-endian)
 *   JSON        { width, height, cell, pageWidth, pageHeight, maxCoverage, maxAt: { x, y } }
 *   zlib data   the cells' averaged C, M, Y, K (width x height x 4 bytes), then each cell's
 *               highest C+M+Y+K (width x height uint16, little-endian, 0..1020)
 *
 * The maxima are the original's, every pixel read: the page's highest coverage and each
 * cell's are exact, only the inks drawn are averaged per cell.
 */
const MAGIC = 'PDINKV1\n';

/** Long side of the raster, in cells: sharp at fit to screen, 16 MB of inks at most. */
export const INK_VIEW_LONG_SIDE = 2048;

export interface InkViewFile {
  view: CmykView;
  /** Size of the original page the cells cover. */
  page: { width: number; height: number };
}

export class InkViewFormatError extends Error {}

export function encodeInkView(view: CmykView, page: { width: number; height: number }): Uint8Array {
  const header = new TextEncoder().encode(
    JSON.stringify({
      width: view.width,
      height: view.height,
      cell: view.cell,
      pageWidth: page.width,
      pageHeight: page.height,
      maxCoverage: view.maxCoverage,
      maxAt: view.maxAt,
    }),
  );
  const cells = view.width * view.height;
  const raw = new Uint8Array(cells * 6);
  raw.set(view.inks, 0);
  const coverage = new DataView(raw.buffer, cells * 4);
  for (let i = 0; i < cells; i++) coverage.setUint16(i * 2, view.coverage[i] ?? 0, true);
  const packed = zlibSync(raw, { level: 6 });
  const out = new Uint8Array(12 + header.length + packed.length);
  out.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(out.buffer).setUint32(8, header.length, true);
  out.set(header, 12);
  out.set(packed, 12 + header.length);
  return out;
}

/** The ink view of a page of a CMYK original, every pixel read once. */
export function inkViewOf(source: CmykSource): Uint8Array {
  return encodeInkView(buildCmykView(source, INK_VIEW_LONG_SIDE), source);
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  if (typeof DecompressionStream === 'undefined') return unzlibSync(data);
  // The platform's own zlib: several times faster than inflating in JavaScript.
  const stream = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

export async function decodeInkView(bytes: Uint8Array): Promise<InkViewFile> {
  if (bytes.length < 12 || new TextDecoder().decode(bytes.subarray(0, 8)) !== MAGIC)
    throw new InkViewFormatError('not an ink view file');
  const length = new DataView(bytes.buffer, bytes.byteOffset + 8, 4).getUint32(0, true);
  let header: Record<string, unknown>;
  try {
    header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + length))) as Record<
      string,
      unknown
    >;
  } catch {
    throw new InkViewFormatError('unreadable ink view header');
  }
  const { width, height, cell, pageWidth, pageHeight, maxCoverage } = header;
  const maxAt = header.maxAt as { x?: unknown; y?: unknown } | undefined;
  if (
    !isCount(width) ||
    !isCount(height) ||
    !isCount(cell) ||
    !isCount(pageWidth) ||
    !isCount(pageHeight) ||
    typeof maxCoverage !== 'number' ||
    typeof maxAt?.x !== 'number' ||
    typeof maxAt.y !== 'number' ||
    Math.ceil(pageWidth / cell) !== width ||
    Math.ceil(pageHeight / cell) !== height
  )
    throw new InkViewFormatError('inconsistent ink view header');
  const raw = await inflate(bytes.subarray(12 + length));
  const cells = width * height;
  if (raw.length !== cells * 6) throw new InkViewFormatError('ink view data cut short');
  const coverage = new Uint16Array(cells);
  const stored = new DataView(raw.buffer, raw.byteOffset + cells * 4, cells * 2);
  for (let i = 0; i < cells; i++) coverage[i] = stored.getUint16(i * 2, true);
  return {
    view: {
      width,
      height,
      cell,
      inks: raw.subarray(0, cells * 4),
      coverage,
      maxCoverage,
      maxAt: { x: maxAt.x, y: maxAt.y },
    },
    page: { width: pageWidth, height: pageHeight },
  };
}
