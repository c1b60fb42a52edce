export { UploadPanel } from './components/upload-panel';
export { UploadDropZone } from './components/upload-drop-zone';
export type { UploadDropZoneProps } from './components/upload-drop-zone';
export { AssetUploadControls } from './components/asset-upload-controls';
export { acceptsUploads, addAssetFiles, addAssetVersion, versionRefusal } from './model/add-files';
export type { UploadProject } from './model/add-files';
export { uploadQueue, useUploadQueue } from './stores/app-upload-queue';
export type { UploadItem, UploadStatus } from './stores/upload-queue';
