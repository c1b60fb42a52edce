/**
 * Query keys of project data: `all` -> `lists()` -> `details()` -> `detail(id)` -> its parts.
 * The root is shared with the dashboard's lists, so invalidating `projectKeys.lists()` after a
 * change here refreshes every board and table of projects.
 */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  details: () => [...projectKeys.all, 'detail'] as const,
  detail: (projectUID: string) => [...projectKeys.details(), projectUID] as const,
  meta: (projectUID: string) => [...projectKeys.detail(projectUID), 'meta'] as const,
  proofReport: (projectUID: string) => [...projectKeys.detail(projectUID), 'proof-report'] as const,
};

/** GET /api/v1/users: the caller's clients with their users, templates, folders and columns. */
export const directoryKeys = {
  all: ['client-directory'] as const,
};
