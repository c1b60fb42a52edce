export { DocumentDialog } from './document-dialog';
export type { DocumentDialogProps } from './document-dialog';
export { PdfPreview } from './pdf-preview';
export type { PdfPreviewProps } from './pdf-preview';
