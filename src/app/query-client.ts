import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/client';
import { showToast } from '@/components/ui';
import { describeError, i18n } from '@/lib/i18n';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The screen says itself when this query's refresh failed and it shows older data, so
       * the app-wide stale-data notice leaves it out.
       */
      showsOwnStaleNotice?: boolean;
    };
    mutationMeta: {
      /**
       * Set when the screen shows this mutation's errors itself (e.g. on form fields),
       * so the global error toast stays quiet. A mutation with its own `onError` is
       * treated the same way.
       */
      handlesError?: boolean;
    };
  }
}

/** The HTTP client already retried 5xx and network failures; only odd, non-API errors get one more go. */
function retryQuery(failureCount: number, error: unknown): boolean {
  return !isApiError(error) && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.options.onError || mutation.meta?.handlesError) return;
        // The session layer holds 401s for re-login; a toast would only repeat its dialog.
        if (isApiError(error) && error.kind === 'unauthorized') return;
        showToast({
          tone: 'error',
          title: i18n.t('common:errors.actionFailed'),
          message: describeError(error),
        });
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryQuery },
      mutations: { retry: false },
    },
  });
}
