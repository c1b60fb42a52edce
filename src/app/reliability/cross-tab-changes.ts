import type { QueryClient } from '@tanstack/react-query';

/** The channel name is shared by every tab of the app on this origin. */
const CHANNEL = 'proofdesk-changes';

/**
 * When this tab saves something, other tabs of the app mark what they show as stale, so each
 * fetches it again when the person comes back to it (React Query refetches stale data on
 * focus). Nothing is refetched in the background, and forms keep what is typed in them: they
 * fix their values when they open. Returns the function that stops it.
 */
export function shareChangesAcrossTabs(client: QueryClient): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  const unsubscribe = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') {
      channel.postMessage('changed');
    }
  });
  channel.onmessage = () => {
    void client.invalidateQueries({ refetchType: 'none' });
  };
  return () => {
    unsubscribe();
    channel.close();
  };
}
