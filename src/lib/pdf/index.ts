export { isPdfCancelled, openPdf, PdfOpenError } from './pdf-document';
export type {
  PdfDocument,
  PdfPageSize,
  PdfRegion,
  PdfRenderOptions,
  PdfTask,
} from './pdf-document';
export { isLayerVisible, listLayers, overridesKey, setLayerVisible } from './layers';
export type { LayerOverrides, PdfLayer } from './layers';
export { extractPageText } from './page-text';
export type { PageTextItem } from './page-text';
export { usePdfDocument } from './use-pdf-document';
export type { PdfDocumentState } from './use-pdf-document';
export { usePdfPage } from './use-pdf-page';
export type { PdfPageRenderState } from './use-pdf-page';
export {
  clampPage,
  clampZoom,
  commandForKey,
  fitWidthZoom,
  MAX_ZOOM,
  MIN_ZOOM,
  zoomIn,
  zoomOut,
  ZOOM_STEPS,
} from './viewer-model';
export type { ViewerCommand } from './viewer-model';
