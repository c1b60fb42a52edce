/** What the rest of the offline service may use of assets: the one way in (lint enforces it). */
export { readAssetFile } from './demo-files';
export {
  REFDOC_TOKEN_PATTERN,
  assetKeys,
  assetUrls,
  contentDisposition,
  newFileToken,
  refDocFileKey,
  refDocFileUrl,
} from './files';
export { fileResponse } from './files-routes';
export { readHttpUrl, readUploadRequest } from './input';
export {
  assetVersionsOfProject,
  findAssetByName,
  findAssetVersion,
  nextVersionPlace,
  projectOfAsset,
  requireVisibleAsset,
} from './lookup';
export { assetVersionKey } from './rows';
export type { AssetVersionRow } from './rows';
export { DEMO_ASSETS, demoArtworkOf, seedDemoAssets } from './seed';
export { assertStorageAvailable } from './storage-quota';
export { KeyedTimers } from './timers';
export { assertProjectAcceptsUploads } from './upload';
export { fetchUrlUpload } from './url-upload';
export { contentTypeForName } from './validation';
