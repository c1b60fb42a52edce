/**
 * Query keys this feature refreshes, shared on purpose with the project and dashboard
 * features (same data), so an upload refreshes every screen that shows the project. The
 * asset list's key sits under the project's detail (see @/lib/queries/project-assets).
 */
export const sharedKeys = {
  projects: ['projects'] as const,
  projectLists: () => ['projects', 'list'] as const,
  projectDetail: (projectUID: string) => ['projects', 'detail', projectUID] as const,
};
