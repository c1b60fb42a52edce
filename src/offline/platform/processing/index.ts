/**
 * The offline service's file-processing engine: pure async functions over a {@link Raster}
 * (raster-node.ts in Node, raster-browser.ts in the page). pdf.js is loaded only when a
 * PDF is processed.
 */
export {
  processUpload,
  processPacket,
  type UploadInput,
  type PacketOptions,
} from './process-upload';
export {
  sniffFileType,
  fileTypeFromName,
  detectKind,
  type FileKind,
  type SniffResult,
} from './file-type';
export { readImageSize, type BitmapKind, type ImageSize } from './image-size';
export { DEFAULT_LIMITS } from './limits';
export type {
  DrawingContext,
  PdfDocumentHandle,
  PdfPageHandle,
  ProcessedPage,
  ProcessingLimits,
  ProcessingResult,
  Raster,
  RasterImage,
  RasterSurface,
} from './types';
