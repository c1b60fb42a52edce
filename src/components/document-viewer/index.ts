export { PdfViewer } from './pdf-viewer';
export type { PdfViewerProps } from './pdf-viewer';
export { FetchedDocument } from './fetched-document';
export type { FetchedDocumentProps } from './fetched-document';
export { PdfDocumentDialog } from './pdf-document-dialog';
export type { PdfDocumentDialogProps } from './pdf-document-dialog';
