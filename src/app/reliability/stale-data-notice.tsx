import { useQueryClient } from '@tanstack/react-query';
import type { Query } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, Button } from '@/components/ui';

/** A query on screen whose last refresh failed, so it still shows what it had before. */
function isStale(query: Query): boolean {
  return (
    query.state.status === 'error' &&
    query.state.data !== undefined &&
    query.getObserversCount() > 0 &&
    query.meta?.showsOwnStaleNotice !== true
  );
}

/**
 * Says so when a screen keeps showing data its last refresh could not renew (the service
 * answered 5xx or did not answer after the client's own retries), with a way to try again.
 * Screens keep the data they had; this only tells the person it may be out of date.
 */
export function StaleDataNotice() {
  const { t } = useTranslation('reliability');
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const staleCount = useSyncExternalStore(subscribe, () => cache.findAll().filter(isStale).length);
  if (staleCount === 0) return null;
  return (
    <Alert
      tone="warning"
      action={
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void client.refetchQueries({ predicate: isStale })}
        >
          {t('stale.retry')}
        </Button>
      }
    >
      {t('stale.message')}
    </Alert>
  );
}
