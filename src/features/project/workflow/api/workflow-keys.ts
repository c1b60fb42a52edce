/**
 * Query keys of the workflow data the project page reads. Its own root, apart from the
 * Workflows screen's keys, since features do not share caches by import.
 */
export const projectWorkflowKeys = {
  all: ['project-workflows'] as const,
  /** GET /api/v1/workflow?ClientUID=: the workflows a project of this client can run. */
  ofClient: (clientUID: string) => [...projectWorkflowKeys.all, 'client', clientUID] as const,
  /** GET /api/v1/workflow/runs?ProjectUID=: the project's run log. */
  runs: (projectUID: string) => [...projectWorkflowKeys.all, 'runs', projectUID] as const,
};
