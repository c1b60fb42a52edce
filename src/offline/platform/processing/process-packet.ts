import { unzipSync } from 'fflate';
import { fileTypeFromName } from './file-type';
import { readImageSize } from './image-size';
import { bitmapTooLarge, undecodableImage } from './messages';
import { makeThumbnail } from './thumbnail';
import type {
  ProcessedPage,
  ProcessingLimits,
  ProcessingResult,
  Raster,
  RasterImage,
} from './types';

const PAGE_NAME = /^(\d+)\.png$/i;

// Archivers add these on their own; they are not part of the packet.
function isArchiverNoise(name: string): boolean {
  return name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)\.DS_Store$/.test(name);
}

function readEntries(zipBytes: Uint8Array): Record<string, Uint8Array> | null {
  try {
    return unzipSync(zipBytes, { filter: (file) => !isArchiverNoise(file.name) });
  } catch {
    return null;
  }
}

/** Decodes a page image; false when it cannot be decoded, else its thumbnail when asked for. */
async function decodedThumbnail(
  png: Uint8Array,
  raster: Raster,
  limits: ProcessingLimits,
  wantThumbnail: boolean,
): Promise<Uint8Array | null | false> {
  let image: RasterImage;
  try {
    image = await raster.decodeImage(png);
  } catch {
    return false;
  }
  try {
    return wantThumbnail ? await makeThumbnail(raster, image, limits) : null;
  } finally {
    image.release();
  }
}

function failure(statusMessage: string): ProcessingResult {
  return { ok: false, statusMessage };
}

/**
 * Takes an upload packet: a ZIP of page images 0.png, 1.png, ... already converted, each
 * becoming a page as it is (the PNG bytes are kept unchanged). Page numbers must run from 0
 * without gaps. The file type comes from the packet's file name when given, else png.
 */
export async function processPacketPages(
  zipBytes: Uint8Array,
  raster: Raster,
  limits: ProcessingLimits,
  fileName?: string,
): Promise<ProcessingResult> {
  if (zipBytes.length === 0) return failure('The packet is empty (0 bytes): upload it again.');
  const entries = readEntries(zipBytes);
  if (!entries)
    return failure('The packet is not a readable ZIP archive: it may be damaged or incomplete.');
  const byIndex = new Map<number, Uint8Array>();
  for (const [name, bytes] of Object.entries(entries)) {
    const match = PAGE_NAME.exec(name);
    if (!match?.[1]) {
      return failure(
        `The packet holds "${name}", which is not a page image: a packet holds only 0.png, 1.png, 2.png, ...`,
      );
    }
    byIndex.set(Number(match[1]), bytes);
  }
  if (byIndex.size === 0)
    return failure('The packet holds no page images: expected 0.png, 1.png, 2.png, ...');
  const pages: ProcessedPage[] = [];
  let thumbnail: Uint8Array | null = null;
  for (let i = 0; i < byIndex.size; i++) {
    const png = byIndex.get(i);
    if (!png)
      return failure(
        `The packet has no ${i}.png: page images must be numbered from 0 without gaps.`,
      );
    const size = readImageSize(png);
    if (size?.kind !== 'png') return failure(undecodableImage(`Page image ${i}.png`));
    if (size.width > limits.maxBitmapSide || size.height > limits.maxBitmapSide) {
      return failure(`${i}.png: ${bitmapTooLarge(size.width, size.height, limits.maxBitmapSide)}`);
    }
    // Decoding proves the page is whole; the bytes themselves are kept as they are.
    const thumb = await decodedThumbnail(png, raster, limits, i === 0);
    if (thumb === false) return failure(undecodableImage(`Page image ${i}.png`));
    thumbnail ??= thumb;
    pages.push({ png, width: size.width, height: size.height });
  }
  if (!thumbnail)
    return failure('The packet holds no page images: expected 0.png, 1.png, 2.png, ...');
  const fileType = (fileName ? fileTypeFromName(fileName) : '') || 'png';
  return { ok: true, fileType, pages, thumbnail };
}
