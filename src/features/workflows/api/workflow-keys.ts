/**
 * Query keys of workflow data: `all` -> `lists()` -> `detail(id)`. The project list keys
 * share the app-wide `projects` root so a binding change elsewhere refreshes the counts.
 */
export const workflowKeys = {
  all: ['workflows'] as const,
  lists: () => [...workflowKeys.all, 'list'] as const,
  directory: ['client-directory'] as const,
  boundProjects: ['projects', 'list', 'workflow-bindings'] as const,
};
