/**
 * Query keys of the compare view: `all` -> `asset(uid)` -> `version(uid, v)` | `versions(uid)` | `original(uid, v)`
 * | `annotations(uid)`. Completing an annotation invalidates exactly `annotations(uid)`.
 */
export const compareKeys = {
  all: ['compare'] as const,
  asset: (assetUID: string) => [...compareKeys.all, assetUID] as const,
  version: (assetUID: string, version: number | null) =>
    [...compareKeys.asset(assetUID), 'version', version ?? 'latest'] as const,
  versions: (assetUID: string, projectUID: string) =>
    [...compareKeys.asset(assetUID), 'versions', projectUID] as const,
  annotations: (assetUID: string) => [...compareKeys.asset(assetUID), 'annotations'] as const,
  original: (assetUID: string, version: number) =>
    [...compareKeys.asset(assetUID), 'original', version] as const,
};
