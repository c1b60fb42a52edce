import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { MockSettings } from '@/api/types';

/** Keys of the offline service's own knobs (answered only by the offline service). */
export const mockSettingsKeys = {
  all: ['mock-settings'] as const,
  detail: () => [...mockSettingsKeys.all, 'detail'] as const,
};

export const mockSettingsQueryOptions = () =>
  queryOptions({
    queryKey: mockSettingsKeys.detail(),
    queryFn: ({ signal }) => api.get('/api/v1/mock/settings', { signal }),
  });

export function useMockSettings() {
  return useQuery(mockSettingsQueryOptions());
}

/** Saves the knobs; the form shows 400 field errors itself, so no global toast. */
export function useSaveMockSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MockSettings) => api.put('/api/v1/mock/settings', { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(mockSettingsKeys.detail(), saved),
    meta: { handlesError: true },
  });
}

/**
 * Restores the demo seed. The service ends every session with it, so the caller must
 * sign the person out afterwards (which also drops the whole query cache).
 */
export function useResetDemoData() {
  return useMutation({
    mutationFn: () => api.post('/api/v1/mock/reset'),
    meta: { handlesError: true },
  });
}

/**
 * Ends the caller's session on the offline service, then makes one request with the dead
 * token so the re-login dialog opens at once, as it would when a real token expires.
 */
export function useExpireSession() {
  return useMutation({
    mutationFn: async () => {
      await api.post('/api/v1/mock/session/expire');
      await api.get('/api/v1/token/validate');
    },
    meta: { handlesError: true },
  });
}
