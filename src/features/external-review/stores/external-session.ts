import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import type { EmailLanguage } from '@/api/types';
import { isEmailLanguage, isSupportedLanguage, type Language } from '@/lib/i18n';
import { isTokenRecord, sessionStorageItem } from '@/lib/session-storage';

/**
 * A scoped review session: the bearer token POST /api/v1/review/session gave for one
 * external review link. It is not a user session and is never stored as one.
 *
 * Invariants: `token` is non-empty; `expirationDate` is the ISO date-time the service gave.
 */
export interface ExternalReviewSession {
  token: string;
  expirationDate: string;
  taskUID: string;
}

/**
 * What this tab keeps for the review link it has open: the session (once the link and
 * password were accepted), the task's invitation language (kept when the session ends, so
 * the page goes on speaking it) and the language the reviewer picked, if any.
 *
 * Invariants: all belong to `reviewToken`; opening another link replaces the record. Kept
 * in memory and in sessionStorage under its own key (not the signed-in user's), so a reload
 * keeps the review open and closing the tab ends it.
 */
export interface ExternalReviewRecord {
  reviewToken: string;
  session: ExternalReviewSession | null;
  taskLanguage: EmailLanguage | null;
  language: Language | null;
}

export const EXTERNAL_STORAGE_KEY = 'proofdesk.externalReview';

function empty(reviewToken: string): ExternalReviewRecord {
  return { reviewToken, session: null, taskLanguage: null, language: null };
}

/** A stored record with every part checked; a part that does not check is dropped. */
function parseRecord(value: unknown): ExternalReviewRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.reviewToken !== 'string') return null;
  return {
    reviewToken: v.reviewToken,
    session: isTokenRecord(v.session, ['taskUID']) ? v.session : null,
    taskLanguage: isEmailLanguage(v.taskLanguage) ? v.taskLanguage : null,
    language: typeof v.language === 'string' && isSupportedLanguage(v.language) ? v.language : null,
  };
}

const stored = sessionStorageItem(EXTERNAL_STORAGE_KEY, parseRecord);

const store = createStore<{ record: ExternalReviewRecord | null }>(() => ({
  record: stored.read(),
}));

function update(reviewToken: string, change: Partial<Omit<ExternalReviewRecord, 'reviewToken'>>) {
  const current = store.getState().record;
  const base = current?.reviewToken === reviewToken ? current : empty(reviewToken);
  const record = { ...base, ...change };
  stored.write(record);
  store.setState({ record });
}

/** The record of `reviewToken`, or an empty one when the tab holds another link's. */
export function recordFor(reviewToken: string): ExternalReviewRecord {
  const record = store.getState().record;
  return record?.reviewToken === reviewToken ? record : empty(reviewToken);
}

/** The stored session of `reviewToken` while it has not expired, else null. */
export function liveSession(reviewToken: string, now = Date.now()): ExternalReviewSession | null {
  const session = recordFor(reviewToken).session;
  if (!session) return null;
  const expires = Date.parse(session.expirationDate);
  return Number.isNaN(expires) || expires > now ? session : null;
}

export function rememberSession(
  reviewToken: string,
  session: ExternalReviewSession,
  taskLanguage: EmailLanguage | null,
): void {
  update(reviewToken, { session, taskLanguage });
}

export function forgetSession(reviewToken: string): void {
  update(reviewToken, { session: null });
}

export function chooseLanguage(reviewToken: string, language: Language): void {
  update(reviewToken, { language });
}

/** Re-reads sessionStorage (tests). */
export function reloadExternalRecord(): void {
  store.setState({ record: stored.read() });
}

const subscribe = (listener: () => void) => store.subscribe(listener);
const snapshot = () => store.getState().record;

/** The record of `reviewToken`, re-rendering on change. */
export function useExternalRecord(reviewToken: string): ExternalReviewRecord {
  const record = useSyncExternalStore(subscribe, snapshot, snapshot);
  return record?.reviewToken === reviewToken ? record : empty(reviewToken);
}
