/**
 * The one key factory of workflows, read by the Workflows screen and the project page:
 * `all` -> `lists()` | `ofClient(client)` | `runs(project)`. A workflow saved on
 * the Workflows screen invalidates `all`, so a project's workflow picker shows it at once.
 * Projects bound to a workflow are project data (projectKeys.workflowBindings).
 */
export const workflowKeys = {
  all: ['workflows'] as const,
  lists: () => [...workflowKeys.all, 'list'] as const,
  /** GET /api/v1/workflow?ClientUID=: the workflows a project of this client can run. */
  ofClient: (clientUID: string) => [...workflowKeys.all, 'client', clientUID] as const,
  /** GET /api/v1/workflow/runs?ProjectUID=: the project's run log. */
  runs: (projectUID: string) => [...workflowKeys.all, 'runs', projectUID] as const,
};
