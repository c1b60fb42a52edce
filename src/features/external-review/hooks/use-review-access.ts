import { useCallback, useEffect, useReducer } from 'react';
import { isApiError } from '@/api/client';
import type { Task } from '@/api/types';
import { openReviewSession } from '../api/open-session';
import {
  forgetSession,
  liveSession,
  rememberSession,
  type ExternalReviewSession,
} from '../stores/external-session';

/**
 * Where the reviewer stands with the link:
 * - `checking`: the link is being exchanged for a session;
 * - `password`: the link has a password; `error` when sending it failed for another reason;
 * - `open`: a session; `task` is the task as the exchange returned it (null when the session
 *   was resumed after a reload);
 * - `invalid`: unknown link, or the review is over (the service answers both with 404);
 * - `expired`: the session's token was refused later on;
 * - `failed`: anything else (no connection, server failure): worth a retry.
 */
export type ReviewAccess =
  | { kind: 'checking' }
  | { kind: 'password'; error: unknown }
  | { kind: 'open'; session: ExternalReviewSession; task: Task | null }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'failed'; error: unknown };

type Event =
  | { type: 'checking' }
  | { type: 'opened'; session: ExternalReviewSession; task: Task | null }
  | { type: 'refused'; error: unknown; withPassword: boolean }
  | { type: 'expired' };

function reduce(state: ReviewAccess, event: Event): ReviewAccess {
  switch (event.type) {
    case 'checking':
      return { kind: 'checking' };
    case 'opened':
      return { kind: 'open', session: event.session, task: event.task };
    case 'expired':
      return state.kind === 'open' ? { kind: 'expired' } : state;
    case 'refused': {
      const status = isApiError(event.error) ? event.error.status : 0;
      if (status === 404) return { kind: 'invalid' };
      if (status === 412) return { kind: 'password', error: null };
      // Keep the form (and what was typed) when the password step itself failed to send.
      if (event.withPassword) return { kind: 'password', error: event.error };
      return { kind: 'failed', error: event.error };
    }
  }
}

function initial(reviewToken: string): ReviewAccess {
  const session = liveSession(reviewToken);
  return session ? { kind: 'open', session, task: null } : { kind: 'checking' };
}

/** How one exchange of the link went. */
export type ExchangeOutcome = 'opened' | 'wrong' | 'invalid' | 'failed';

export interface ReviewAccessControls {
  access: ReviewAccess;
  /** Sends the password; resolves to how it went (the state follows too). */
  submitPassword: (password: string) => Promise<ExchangeOutcome>;
  /** Exchanges the link again (after a failure, or when the session expired). */
  retry: () => void;
  /** The scoped token was refused: the session is dropped and the page says so. */
  expire: () => void;
}

/**
 * The link-to-session exchange of an external review: resumes a stored session, else tries
 * the link without a password, and asks for one only when the service wants it.
 */
export function useReviewAccess(reviewToken: string): ReviewAccessControls {
  const [access, dispatch] = useReducer(reduce, reviewToken, initial);

  const exchange = useCallback(
    async (password: string | null, signal?: AbortSignal): Promise<ExchangeOutcome> => {
      try {
        const result = await openReviewSession(reviewToken, password, signal);
        const session = {
          token: result.token,
          expirationDate: result.expirationDate,
          taskUID: result.task.taskUID,
        };
        rememberSession(reviewToken, session, result.task.emailLanguage ?? null);
        dispatch({ type: 'opened', session, task: result.task });
        return 'opened';
      } catch (error) {
        if (signal?.aborted) return 'failed';
        forgetSession(reviewToken);
        dispatch({ type: 'refused', error, withPassword: password !== null });
        const status = isApiError(error) ? error.status : 0;
        return status === 412 ? 'wrong' : status === 404 ? 'invalid' : 'failed';
      }
    },
    [reviewToken],
  );

  const checking = access.kind === 'checking';
  useEffect(() => {
    if (!checking) return;
    const controller = new AbortController();
    void exchange(null, controller.signal);
    return () => controller.abort();
  }, [checking, exchange]);

  return {
    access,
    submitPassword: (password) => exchange(password),
    retry: () => dispatch({ type: 'checking' }),
    expire: () => {
      forgetSession(reviewToken);
      dispatch({ type: 'expired' });
    },
  };
}
