// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getSession,
  reloadSessionFromStorage,
  setSession,
  subscribe,
} from './session';

const session = {
  token: 'tok-123',
  expirationDate: '2030-01-01T10:00:00Z',
  userName: 'anna@demo.test',
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  reloadSessionFromStorage();
});
afterEach(() => vi.restoreAllMocks());

describe('session', () => {
  it('keeps the session in memory and sessionStorage, never in localStorage', () => {
    const methods = ['setItem', 'getItem', 'removeItem', 'clear'] as const;
    const spies = methods.map((name) => vi.spyOn(Storage.prototype, name));
    setSession(session);
    reloadSessionFromStorage();
    clearSession();
    setSession(session);
    const contexts = spies.flatMap((spy) => spy.mock.contexts);
    expect(contexts.length).toBeGreaterThan(0);
    expect(contexts.every((storage) => storage === sessionStorage)).toBe(true);
    expect(localStorage).toHaveLength(0);
    expect(JSON.parse(sessionStorage.getItem('proofdesk.session') ?? 'null')).toEqual(session);
    expect(location.href).not.toContain('tok-123');
  });

  it('survives a reload of the tab and ends with clearSession', () => {
    setSession(session);
    reloadSessionFromStorage();
    expect(getSession()).toEqual(session);
    clearSession();
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem('proofdesk.session')).toBeNull();
  });

  it('ignores a damaged stored session', () => {
    sessionStorage.setItem('proofdesk.session', '{"token": ""}');
    reloadSessionFromStorage();
    expect(getSession()).toBeNull();
    sessionStorage.setItem('proofdesk.session', 'not json');
    reloadSessionFromStorage();
    expect(getSession()).toBeNull();
  });

  it('notifies subscribers', () => {
    const seen: (string | null)[] = [];
    const stop = subscribe((s) => seen.push(s?.token ?? null));
    setSession(session);
    clearSession();
    stop();
    setSession(session);
    expect(seen).toEqual(['tok-123', null]);
  });
});
