import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import type { EmailLanguage } from '@/api/types';
import { isSupportedLanguage, type Language } from '@/lib/i18n';

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

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function isSession(value: unknown): value is ExternalReviewSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token !== '' &&
    typeof v.expirationDate === 'string' &&
    typeof v.taskUID === 'string'
  );
}

const EMAIL_LANGUAGES: readonly EmailLanguage[] = [
  'English',
  'German',
  'French',
  'Polish',
  'Spanish',
  'Hebrew',
  'Ukrainian',
];

function isEmailLanguage(value: unknown): value is EmailLanguage {
  return EMAIL_LANGUAGES.some((language) => language === value);
}

function empty(reviewToken: string): ExternalReviewRecord {
  return { reviewToken, session: null, taskLanguage: null, language: null };
}

function readStored(): ExternalReviewRecord | null {
  const raw = storage()?.getItem(EXTERNAL_STORAGE_KEY);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    if (typeof v.reviewToken !== 'string') return null;
    return {
      reviewToken: v.reviewToken,
      session: isSession(v.session) ? v.session : null,
      taskLanguage: isEmailLanguage(v.taskLanguage) ? v.taskLanguage : null,
      language:
        typeof v.language === 'string' && isSupportedLanguage(v.language) ? v.language : null,
    };
  } catch {
    return null;
  }
}

function writeStored(record: ExternalReviewRecord | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (record) store.setItem(EXTERNAL_STORAGE_KEY, JSON.stringify(record));
    else store.removeItem(EXTERNAL_STORAGE_KEY);
  } catch {
    // A full or blocked storage only costs surviving a reload.
  }
}

const store = createStore<{ record: ExternalReviewRecord | null }>(() => ({
  record: readStored(),
}));

function update(reviewToken: string, change: Partial<Omit<ExternalReviewRecord, 'reviewToken'>>) {
  const current = store.getState().record;
  const base = current?.reviewToken === reviewToken ? current : empty(reviewToken);
  const record = { ...base, ...change };
  writeStored(record);
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
  store.setState({ record: readStored() });
}

const subscribe = (listener: () => void) => store.subscribe(listener);
const snapshot = () => store.getState().record;

/** The record of `reviewToken`, re-rendering on change. */
export function useExternalRecord(reviewToken: string): ExternalReviewRecord {
  const record = useSyncExternalStore(subscribe, snapshot, snapshot);
  return record?.reviewToken === reviewToken ? record : empty(reviewToken);
}
