export { ReviewPage, internalCapabilities } from './components/review-page';
export type { ReviewPageProps } from './components/review-page';
export { ReviewWorkspace } from './components/review-workspace';
export type { ReviewWorkspaceProps } from './components/review-workspace';
export { WorkspacePlaceholder } from './components/workspace-placeholder';
export type { ReviewCapabilities } from './editor/editor-state';
export type { Viewer } from './model/threads';
export { CompareBarcodes } from './barcodes/compare-barcodes';
export type { BarcodeSide } from './barcodes/compare-barcodes';
