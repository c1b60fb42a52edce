import { useEffect } from 'react';
import { getSession, setSession } from '@/api/session';
import { validateToken } from '../api/token';

/**
 * Checks the token each time the tab becomes visible again. A dead token
 * answers 401, which the client holds and turns into the re-login dialog; a
 * live one refreshes the stored expiry in case the service moved it.
 */
export function useValidateWhenVisible(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible') return;
      validateToken()
        .then((validation) => {
          const session = getSession();
          if (
            session &&
            Date.parse(validation.expirationDate) !== Date.parse(session.expirationDate)
          ) {
            setSession({ ...session, expirationDate: validation.expirationDate });
          }
        })
        // A failure here is either held for re-login already or harmless: the next real request tells.
        .catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [enabled]);
}
