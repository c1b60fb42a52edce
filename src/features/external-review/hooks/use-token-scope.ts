import { useEffect, useRef, useSyncExternalStore } from 'react';
import { activeTokenScope, enterTokenScope, subscribeTokenScope } from '@/api/client';
import type { ExternalReviewSession } from '../stores/external-session';

const activeToken = () => activeTokenScope()?.getToken() ?? null;

/**
 * Makes the app's client send `session`'s token (not the signed-in user's, if any) while
 * mounted, and hear of its refusal. True once the scope is in place: render nothing that
 * requests data before.
 */
export function useTokenScope(session: ExternalReviewSession, onRefused: () => void): boolean {
  const latest = useRef(onRefused);
  useEffect(() => {
    latest.current = onRefused;
  });
  const token = session.token;
  useEffect(
    () => enterTokenScope({ getToken: () => token, onUnauthorized: () => latest.current() }),
    [token],
  );
  return useSyncExternalStore(subscribeTokenScope, activeToken, activeToken) === token;
}
