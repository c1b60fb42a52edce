/**
 * The one key factory of single assets: `all` -> `detail(uid)` -> `version(uid, v)` and the
 * files made from it. A change to an asset (a decision, a delete) invalidates `detail(uid)`,
 * which every feature showing that asset reads. Lists of a project's assets belong to the
 * project (see projectKeys.assets), since GET /project returns them.
 */
export const assetKeys = {
  all: ['assets'] as const,
  detail: (assetUID: string) => [...assetKeys.all, 'detail', assetUID] as const,
  version: (assetUID: string, version: number | null) =>
    [...assetKeys.detail(assetUID), 'version', version ?? 'latest'] as const,
  proofReport: (assetUID: string) => [...assetKeys.detail(assetUID), 'proof-report'] as const,
  original: (assetUID: string, version: number) =>
    [...assetKeys.detail(assetUID), 'original', version] as const,
};
