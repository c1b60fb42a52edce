import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { workflowKeys } from '@/entities/workflows/keys';

/**
 * The workflows of one client (GET /api/v1/workflow?ClientUID=, x-extension), for the
 * project's workflow field and its panel. Like every API read, an ApiError is not retried
 * (the app's default), so a service without the extension answers at once.
 */
export function clientWorkflowsQueryOptions(clientUID: string) {
  return queryOptions({
    queryKey: workflowKeys.ofClient(clientUID),
    queryFn: ({ signal }) =>
      api.get('/api/v1/workflow', { query: { ClientUID: clientUID }, signal }),
  });
}

export function useClientWorkflows(clientUID: string, enabled = true) {
  return useQuery({
    ...clientWorkflowsQueryOptions(clientUID),
    enabled: enabled && clientUID !== '',
  });
}
