export { AssetsTab } from './components/assets-tab';
export type { AssetsTabProps } from './components/assets-tab';
export type { AssetLinks, VersionUploadOutcome, VersionUploader } from './model/types';
