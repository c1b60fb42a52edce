import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRateLimits } from '../settings';
import { quotaExceededText, RateLimiter } from './rate-limit';

function limiter(spec: string): RateLimiter {
  const parsed = parseRateLimits(spec);
  if (!parsed.ok) throw new Error(parsed.error);
  const result = new RateLimiter();
  result.setRules(parsed.value);
  return result;
}

describe('rate limiter', () => {
  it('is inactive without rules', () => {
    expect(new RateLimiter().check('t', 0)).toEqual({ allowed: true, headers: undefined });
  });

  it('admits at most the limit per window and always admits again after a full period', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.integer({ min: 0, max: 1500 }), { maxLength: 80 }),
        (limit, gaps) => {
          const rl = limiter(`${limit}/s`);
          let now = 1_000_000;
          let last: number | undefined;
          const admitted: number[] = [];
          for (const gap of gaps) {
            now += gap;
            const allowed = rl.check('k', now).allowed;
            if (last !== undefined && now - last >= 1000) expect(allowed).toBe(true);
            if (allowed) admitted.push(now);
            last = now;
          }
          const first = admitted[0] ?? 0;
          expect(admitted.filter((t) => t < first + 1000).length).toBeLessThanOrEqual(limit);
          // Fixed windows: every one-second span overlaps at most two windows.
          for (const t of admitted)
            expect(admitted.filter((u) => u >= t && u < t + 1000).length).toBeLessThanOrEqual(
              2 * limit,
            );
        },
      ),
    );
  });

  it('describes the refusal with the AspNetCoreRateLimit wording and headers', () => {
    const rl = limiter('1/min');
    rl.check('k', 0);
    const refused = rl.check('k', 30_000);
    expect(refused).toMatchObject({
      allowed: false,
      retryAfterSeconds: 30,
      headers: { 'X-Rate-Limit-Limit': '1m', 'X-Rate-Limit-Remaining': '0' },
    });
    if (!refused.allowed)
      expect(quotaExceededText(refused.rule)).toBe(
        'API calls quota exceeded! maximum admitted 1 per 1m.',
      );
    expect(rl.check('other', 30_000).allowed).toBe(true);
  });
});
