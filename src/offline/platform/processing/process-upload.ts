import { sniffFileType } from './file-type';
import { resolveLimits } from './limits';
import { processBitmap } from './process-bitmap';
import { processPacketPages } from './process-packet';
import { processPsd, processSvg, processTiff } from './process-formats';
import { processPdf } from './process-pdf';
import type { ProcessingLimits, ProcessingResult, Raster } from './types';

/** An uploaded file as the handlers receive it. */
export interface UploadInput {
  bytes: Uint8Array;
  /** A name, not a path; its extension must agree with the content. */
  fileName: string;
  /** Consulted only when the name has no extension. */
  contentType?: string;
}

function unexpected(error: unknown): ProcessingResult {
  const detail = error instanceof Error && error.message ? ` (${error.message})` : '';
  return {
    ok: false,
    statusMessage: `The file could not be converted${detail}. Try again, or export it again and upload the new file.`,
  };
}

/**
 * Converts an uploaded file into page bitmaps and a thumbnail: bitmaps become one PNG page
 * of the same pixel size, PDFs (and PDF-compatible .ai) and TIFFs one PNG per page, a PSD
 * or PSB its composite image, an SVG one page at its aspect ratio. Never rejects:
 * every failure is a result with a statusMessage.
 */
export async function processUpload(
  input: UploadInput,
  raster: Raster,
  limits?: Partial<ProcessingLimits>,
): Promise<ProcessingResult> {
  const sniff = sniffFileType(input.bytes, input.fileName, input.contentType);
  if (!sniff.ok) return { ok: false, statusMessage: sniff.statusMessage };
  const resolved = resolveLimits(limits);
  try {
    switch (sniff.kind) {
      case 'pdf':
        return await processPdf(input.bytes, sniff.fileType, raster, resolved);
      case 'tif':
        return await processTiff(input.bytes, sniff.fileType, raster, resolved);
      case 'psd':
        return await processPsd(input.bytes, sniff.fileType, raster, resolved);
      case 'svg':
        return await processSvg(input.bytes, sniff.fileType, raster, resolved);
      default:
        return await processBitmap(input.bytes, sniff.fileType, raster, resolved);
    }
  } catch (error) {
    return unexpected(error);
  }
}

/** Options of {@link processPacket}. */
export interface PacketOptions {
  /** The packet's FileName; its extension becomes the asset's file type. */
  fileName?: string;
  limits?: Partial<ProcessingLimits>;
}

/**
 * Takes an upload_packet ZIP of 0.png, 1.png, ...: each PNG becomes a page as it is.
 * Never rejects: every failure is a result with a statusMessage.
 */
export async function processPacket(
  zipBytes: Uint8Array,
  raster: Raster,
  options: PacketOptions = {},
): Promise<ProcessingResult> {
  try {
    return await processPacketPages(
      zipBytes,
      raster,
      resolveLimits(options.limits),
      options.fileName,
    );
  } catch (error) {
    return unexpected(error);
  }
}
