/**
 * Query keys of the review tool: `all` -> `assets()` -> `asset(uid, version)`;
 * `annotations(uid)`; `tasks()` -> `task(uid)`; `project(uid)`. A mutation invalidates
 * exactly the level it changed: annotation changes one asset's annotations, a decision
 * its task and the asset's review counts.
 */
export const reviewKeys = {
  all: ['review'] as const,
  assets: () => [...reviewKeys.all, 'asset'] as const,
  assetVersions: (assetUID: string) => [...reviewKeys.assets(), assetUID] as const,
  asset: (assetUID: string, version: number | null) =>
    [...reviewKeys.assetVersions(assetUID), version ?? 'latest'] as const,
  annotations: (assetUID: string) => [...reviewKeys.all, 'annotations', assetUID] as const,
  tasks: () => [...reviewKeys.all, 'task'] as const,
  task: (taskUID: string) => [...reviewKeys.tasks(), taskUID] as const,
  project: (projectUID: string) => [...reviewKeys.all, 'project', projectUID] as const,
  download: (assetUID: string, version: number) =>
    [...reviewKeys.assetVersions(assetUID), version, 'download'] as const,
};
