import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useServiceReachable } from '@/api/client';
import { Alert, Button } from '@/components/ui';

/** How often the screen's data is asked for again while the service cannot be reached. */
const PROBE_MS = 10_000;

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Says so while the service cannot be reached (the browser is offline, or a request got no
 * answer at all) and that nothing typed is lost: forms keep their input and drafts stay in
 * this tab. The screen's data is asked for again every few seconds and when the browser is
 * back online; the first answer ends the notice, and the screens refresh themselves.
 */
export function ConnectionNotice() {
  const { t } = useTranslation('reliability');
  const client = useQueryClient();
  const reachable = useServiceReachable();
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const lost = !reachable || !online;
  const retry = useCallback(() => void client.refetchQueries({ type: 'active' }), [client]);
  useEffect(() => {
    if (!lost) return;
    const timer = setInterval(retry, PROBE_MS);
    window.addEventListener('online', retry);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [lost, retry]);
  if (!lost) return null;
  return (
    <Alert
      tone="warning"
      action={
        <Button variant="secondary" size="sm" onClick={retry}>
          {t('connection.retry')}
        </Button>
      }
    >
      {t('connection.lost')}
    </Alert>
  );
}
