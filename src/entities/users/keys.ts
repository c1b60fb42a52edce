/**
 * The one key of GET /api/v1/users (the caller's clients, i.e. tenants, with their users,
 * templates, folders and Kanban columns), read by the dashboard, project, tasks, users and
 * workflows screens.
 */
export const userKeys = {
  all: ['users'] as const,
  directory: () => [...userKeys.all, 'directory'] as const,
};
