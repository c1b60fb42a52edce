import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { OutboxEmail } from '@/api/types';

export const mailboxKeys = {
  all: ['mailbox'] as const,
  outbox: () => [...mailboxKeys.all, 'outbox'] as const,
};

/** Newest first, whatever order the service used. */
export function newestFirst(emails: readonly OutboxEmail[]): OutboxEmail[] {
  return [...emails].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}

/**
 * GET /api/v1/mock/outbox: the e-mails the offline service "sent". Asked again now and then,
 * so an invitation shows up while the page is open.
 */
export function outboxQueryOptions() {
  return queryOptions({
    queryKey: mailboxKeys.outbox(),
    queryFn: async ({ signal }) => newestFirst(await api.get('/api/v1/mock/outbox', { signal })),
    staleTime: 0,
    refetchInterval: 10_000,
  });
}

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
