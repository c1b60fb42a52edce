/**
 * Query keys this feature reads or refreshes. They are shared on purpose, with the same
 * data behind them: `projects` (project and dashboard features) and `assets` (assets
 * feature), so an upload refreshes every screen that shows the project or the asset.
 */
export const sharedKeys = {
  projects: ['projects'] as const,
  projectLists: () => ['projects', 'list'] as const,
  projectDetail: (projectUID: string) => ['projects', 'detail', projectUID] as const,
  /** The latest version of every asset of a project (assets feature: same key, same data). */
  projectAssets: (projectUID: string) => ['projects', 'detail', projectUID, 'assets'] as const,
};
