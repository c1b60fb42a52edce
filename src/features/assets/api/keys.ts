/**
 * Query keys of asset data. The project roots are shared on purpose (project, dashboard and
 * uploads features use the same keys for the same data): invalidating `projectDetail` after a
 * change here refreshes the project page, its tab counts and the asset list together.
 */
export const sharedKeys = {
  projectLists: () => ['projects', 'list'] as const,
  projectDetail: (projectUID: string) => ['projects', 'detail', projectUID] as const,
  /** Every version of one asset of a project. */
  assetVersions: (projectUID: string, assetUID: string) =>
    ['projects', 'detail', projectUID, 'asset-versions', assetUID] as const,
};

export const assetKeys = {
  all: ['assets'] as const,
  detail: (assetUID: string) => [...assetKeys.all, 'detail', assetUID] as const,
  version: (assetUID: string, version: number) => [...assetKeys.detail(assetUID), version] as const,
  proofReport: (assetUID: string) => [...assetKeys.detail(assetUID), 'proof-report'] as const,
};
