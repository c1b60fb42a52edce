import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { isMissingExtension } from '../model/extension-support';
import { projectWorkflowKeys } from './workflow-keys';

/**
 * The workflows of one client (GET /api/v1/workflow?ClientUID=, x-extension), for the
 * project's workflow field and its panel. A missing extension is an answer, not a failure
 * worth retrying.
 */
export function clientWorkflowsQueryOptions(clientUID: string) {
  return queryOptions({
    queryKey: projectWorkflowKeys.ofClient(clientUID),
    queryFn: ({ signal }) =>
      api.get('/api/v1/workflow', { query: { ClientUID: clientUID }, signal }),
    retry: (count, error) => !isMissingExtension(error) && count < 1,
  });
}

export function useClientWorkflows(clientUID: string, enabled = true) {
  return useQuery({
    ...clientWorkflowsQueryOptions(clientUID),
    enabled: enabled && clientUID !== '',
  });
}
