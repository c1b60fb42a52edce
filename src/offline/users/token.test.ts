import { describe, expect, it } from 'vitest';
import { DEFAULT_KEEP_ALIVE_MINUTES, sessionIsValid, tokenExpiry } from './token';

describe('token rules', () => {
  it('defaults to 600 minutes for 0 or no keepAliveTime', () => {
    expect(DEFAULT_KEEP_ALIVE_MINUTES).toBe(600);
    expect(tokenExpiry(1000, undefined)).toBe(1000 + 600 * 60_000);
    expect(tokenExpiry(1000, null)).toBe(1000 + 600 * 60_000);
    expect(tokenExpiry(1000, 0)).toBe(1000 + 600 * 60_000);
    expect(tokenExpiry(1000, 7)).toBe(1000 + 7 * 60_000);
  });

  it('treats the expiry instant as expired', () => {
    const session = { token: 't', userUID: 'u', createdAt: 0, expiresAt: 5000 };
    expect(sessionIsValid(session, 4999)).toBe(true);
    expect(sessionIsValid(session, 5000)).toBe(false);
  });
});
