import type { Asset } from '@/api/types';

/** Links the app layer builds for the assets feature (it owns the route table). */
export interface AssetLinks {
  /** The review tool for an asset. */
  review: (assetUID: string) => string;
  /** Compare versions of an asset (the latest against the one before); shown from 2 versions. */
  compare?: ((assetUID: string) => string) | undefined;
  /** A library folder, with a library asset's details open; absent = no "Add to library". */
  library?: ((folderUID: string, libraryAssetUID: string | null) => string) | undefined;
}

/** What became of a file chosen as the next version of an asset. */
export type VersionUploadOutcome =
  | { queued: true }
  /** Refused before sending: every version keeps the asset's file type. */
  | { queued: false; assetType: string; fileType: string };

/** Queues `file` as version `nextVersion` of `asset` (provided by the uploads feature). */
export type VersionUploader = (
  asset: Asset,
  nextVersion: number,
  file: File,
) => VersionUploadOutcome;
