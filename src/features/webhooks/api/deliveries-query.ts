import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { WebhookRedeliverRequest } from '@/api/types';
import { isMissingExtension } from '../model/extension';
import { sameLog, toLogData, type DeliveryLogData } from '../model/log-data';
import { webhookKeys } from './webhook-keys';

/** New attempts show up within this time while the screen is open. */
export const DELIVERY_POLL_MS = 2_000;

function keepIfUnchanged(old: unknown, next: unknown): unknown {
  const previous = old as DeliveryLogData | undefined;
  const fresh = next as DeliveryLogData;
  return previous && sameLog(previous.attempts, fresh.attempts) ? previous : fresh;
}

/**
 * GET /api/v1/mock/deliveries (x-extension): every attempt, newest first, grouped as it
 * arrives. Polled while the screen is open (an unchanged answer keeps the same data, so
 * nothing re-renders); a server without the log is asked once and then left alone.
 */
export function deliveriesQueryOptions() {
  return queryOptions({
    queryKey: webhookKeys.deliveries(),
    queryFn: async ({ signal }) => toLogData(await api.get('/api/v1/mock/deliveries', { signal })),
    structuralSharing: keepIfUnchanged,
    retry: (count, error) => !isMissingExtension(error) && count < 2,
    refetchInterval: (query) => (isMissingExtension(query.state.error) ? false : DELIVERY_POLL_MS),
  });
}

export function useDeliveries() {
  return useQuery(deliveriesQueryOptions());
}

/** POST /api/v1/mock/deliveries/redeliver (x-extension); the new attempt joins the log at once. */
export function useRedeliver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookRedeliverRequest) =>
      api.post('/api/v1/mock/deliveries/redeliver', { body }),
    // The log says what happened, including "this server cannot redeliver".
    meta: { handlesError: true },
    onSuccess: (attempt) => {
      queryClient.setQueryData<DeliveryLogData>(webhookKeys.deliveries(), (log) =>
        log
          ? toLogData([
              attempt,
              ...log.attempts.filter((d) => d.deliveryUID !== attempt.deliveryUID),
            ])
          : log,
      );
      void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries() });
    },
  });
}
