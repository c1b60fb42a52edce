import { fileTypeOf, nameStem } from './file-types';

/** What planning needs to know of an asset already in the project (or already queued for it). */
export interface KnownAsset {
  /** Null while the asset exists only as an earlier file of the same batch or queue. */
  assetUID: string | null;
  name: string;
  /** The latest version, or the version an earlier queued upload will become. */
  version: number;
}

/** One dropped or picked file, decided. */
export type PlannedUpload =
  | { kind: 'new'; file: File }
  | {
      kind: 'version';
      file: File;
      /** The asset's own name: the upload is sent under it, so the service matches it. */
      assetName: string;
      currentVersion: number;
      nextVersion: number;
    }
  | {
      kind: 'type-mismatch';
      file: File;
      assetName: string;
      /** Normalized extensions, "" when there is none. */
      assetType: string;
      fileType: string;
    };

/**
 * Decides, in order, what each file becomes: a new asset, the next version of an asset with
 * the same name (extension and case aside), or a refusal because a version must keep the
 * asset's file type. Earlier files of the batch count as known assets for later ones.
 */
export function planUploads(files: readonly File[], known: readonly KnownAsset[]): PlannedUpload[] {
  const byStem = new Map<string, KnownAsset>();
  for (const asset of known) {
    const stem = nameStem(asset.name);
    const seen = byStem.get(stem);
    if (!seen || asset.version > seen.version) byStem.set(stem, asset);
  }
  return files.map((file): PlannedUpload => {
    const stem = nameStem(file.name);
    const match = byStem.get(stem);
    if (!match) {
      byStem.set(stem, { assetUID: null, name: file.name, version: 1 });
      return { kind: 'new', file };
    }
    const assetType = fileTypeOf(match.name);
    const fileType = fileTypeOf(file.name);
    if (assetType !== '' && fileType !== '' && assetType !== fileType) {
      return { kind: 'type-mismatch', file, assetName: match.name, assetType, fileType };
    }
    const nextVersion = match.version + 1;
    byStem.set(stem, { ...match, version: nextVersion });
    return {
      kind: 'version',
      file,
      assetName: match.name,
      currentVersion: match.version,
      nextVersion,
    };
  });
}
