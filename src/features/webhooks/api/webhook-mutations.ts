import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Webhook, WebhookCreateRequest } from '@/api/types';
import { webhookKeys } from './webhook-keys';

/** POST /api/v1/webhook; the new record (with its secret) joins the cached list at once. */
export function useRegisterWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookCreateRequest) => api.post('/api/v1/webhook', { body }),
    // The form shows the 400 and 412 on its fields.
    meta: { handlesError: true },
    onSuccess: (created) => {
      queryClient.setQueryData<Webhook[]>(webhookKeys.list(), (list) =>
        list ? [...list.filter((w) => w.webhookUID !== created.webhookUID), created] : list,
      );
      void queryClient.invalidateQueries({ queryKey: webhookKeys.list() });
    },
  });
}

/**
 * DELETE /api/v1/webhook: it takes effect within about a minute, so the row stays and shows
 * "being deleted" (optimistically, rolled back on failure) until the service drops it.
 */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookUID: string) => api.delete('/api/v1/webhook', { body: { webhookUID } }),
    onMutate: async (webhookUID) => {
      await queryClient.cancelQueries({ queryKey: webhookKeys.list() });
      const before = queryClient.getQueryData<Webhook[]>(webhookKeys.list());
      queryClient.setQueryData<Webhook[]>(webhookKeys.list(), (list) =>
        list?.map((w) => (w.webhookUID === webhookUID ? { ...w, state: 'Deleting' } : w)),
      );
      return { before };
    },
    onError: (_error, _uid, context) => {
      if (context?.before) queryClient.setQueryData(webhookKeys.list(), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

/**
 * PUT /api/v1/webhook/test: queues a webhook.test event; its attempts show in the log.
 * Resolves with when it was sent, so the screen can pick out the attempts it caused.
 */
export function useTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (webhookUID: string) => {
      const sentAt = Date.now();
      await api.put('/api/v1/webhook/test', { body: { webhookUID } });
      return { webhookUID, sentAt };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries() }),
  });
}
