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
export { usePdfPage } from './use-pdf-page';
export {
  clampPage,
  commandForKey,
  fitWidthZoom,
  MAX_ZOOM,
  MIN_ZOOM,
  zoomIn,
  zoomOut,
} from './viewer-model';
export { usePdfLayers } from './use-pdf-layers';
export { usePdfText } from './use-pdf-text';
export type { PdfText } from './use-pdf-text';
