import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { isMissingExtension } from '../model/extension-support';
import { workflowKeys } from '@/entities/workflows/keys';

/**
 * How often the open project page asks for new runs: reactions to a decision or an upload
 * made elsewhere (another tab, another person) land here without a reload. React Query
 * pauses it while the window is hidden.
 */
export const RUNS_POLL_MS = 5_000;

/** The project's run log, newest first (GET /api/v1/workflow/runs, x-extension). */
export function workflowRunsQueryOptions(projectUID: string) {
  return queryOptions({
    queryKey: workflowKeys.runs(projectUID),
    queryFn: ({ signal }) =>
      api.get('/api/v1/workflow/runs', { query: { ProjectUID: projectUID }, signal }),
    staleTime: 0,
    // A service without the run log will not grow one while the page is open.
    refetchInterval: (query) => (isMissingExtension(query.state.error) ? false : RUNS_POLL_MS),
  });
}

export function useWorkflowRuns(projectUID: string) {
  return useQuery(workflowRunsQueryOptions(projectUID));
}
