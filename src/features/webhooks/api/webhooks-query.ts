import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Webhook } from '@/api/types';
import { isMissingExtension } from '../model/extension';
import { webhookKeys } from './webhook-keys';

/** How often the list is asked again while a webhook is activating or being deleted. */
export const TRANSITION_POLL_MS = 2_000;

function inTransition(webhooks: readonly Webhook[] | undefined): boolean {
  return (webhooks ?? []).some((w) => w.state === 'Activating' || w.state === 'Deleting');
}

/**
 * GET /api/v1/webhook (its path is decisions.md's, so x-extension). Polled while a state is
 * changing, so "activating" turns "active" and a deleted webhook leaves without a reload.
 */
export function webhookListQueryOptions() {
  return queryOptions({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) => api.get('/api/v1/webhook', { signal }),
    retry: (count, error) => !isMissingExtension(error) && count < 2,
    refetchInterval: (query) => (inTransition(query.state.data) ? TRANSITION_POLL_MS : false),
  });
}

export function useWebhookList() {
  return useQuery(webhookListQueryOptions());
}

/** The caller's clients (tenants), in the service's order; the first is the default. */
export function webhookClientsQueryOptions() {
  return queryOptions({
    queryKey: webhookKeys.clients(),
    queryFn: async ({ signal }) => (await api.get('/api/v1/user/loggedin', { signal })).clients,
    staleTime: 5 * 60_000,
  });
}

export function useWebhookClients() {
  return useQuery(webhookClientsQueryOptions());
}
