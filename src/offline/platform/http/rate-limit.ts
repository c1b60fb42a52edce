import type { RateRule } from '../settings';

interface Window {
  start: number;
  count: number;
}

/** Rate-limit headers, as spec.md names them. */
type RateLimitHeaders = Record<
  'X-Rate-Limit-Limit' | 'X-Rate-Limit-Remaining' | 'X-Rate-Limit-Reset',
  string
>;

type RateDecision =
  | { allowed: true; headers: RateLimitHeaders | undefined }
  | { allowed: false; rule: RateRule; retryAfterSeconds: number; headers: RateLimitHeaders };

/**
 * Fixed-window counters per key (token) and rule, like AspNetCoreRateLimit: each rule
 * allows `limit` calls per period; a refused call does not count.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window[]>();
  private rules: RateRule[] = [];

  /** Replaces the rules; counters start over. */
  setRules(rules: RateRule[]): void {
    this.rules = rules;
    this.windows.clear();
  }

  get active(): boolean {
    return this.rules.length > 0;
  }

  check(key: string, now: number): RateDecision {
    if (this.rules.length === 0) return { allowed: true, headers: undefined };
    const windows = this.windowsFor(key, now);
    let refused: { rule: RateRule; reset: number } | undefined;
    this.rules.forEach((rule, i) => {
      const window = windows[i];
      if (!window || window.count < rule.limit) return;
      const reset = window.start + rule.periodMs;
      if (!refused || reset > refused.reset) refused = { rule, reset };
    });
    if (refused) {
      return {
        allowed: false,
        rule: refused.rule,
        retryAfterSeconds: Math.max(1, Math.ceil((refused.reset - now) / 1000)),
        headers: headersFor(refused.rule, 0, refused.reset),
      };
    }
    let tightest: { rule: RateRule; remaining: number; reset: number } | undefined;
    this.rules.forEach((rule, i) => {
      const window = windows[i];
      if (!window) return;
      window.count++;
      const remaining = rule.limit - window.count;
      if (!tightest || remaining < tightest.remaining)
        tightest = { rule, remaining, reset: window.start + rule.periodMs };
    });
    return {
      allowed: true,
      headers: tightest && headersFor(tightest.rule, tightest.remaining, tightest.reset),
    };
  }

  private windowsFor(key: string, now: number): Window[] {
    const windows = this.windows.get(key) ?? this.rules.map(() => ({ start: now, count: 0 }));
    this.rules.forEach((rule, i) => {
      const window = windows[i];
      if (window && now >= window.start + rule.periodMs) {
        window.start = now;
        window.count = 0;
      }
    });
    this.windows.set(key, windows);
    return windows;
  }
}

function headersFor(rule: RateRule, remaining: number, reset: number): RateLimitHeaders {
  return {
    'X-Rate-Limit-Limit': rule.label,
    'X-Rate-Limit-Remaining': String(Math.max(0, remaining)),
    'X-Rate-Limit-Reset': new Date(reset).toISOString(),
  };
}

/** The plain-text 429 body, worded like AspNetCoreRateLimit's. */
export function quotaExceededText(rule: RateRule): string {
  return `API calls quota exceeded! maximum admitted ${rule.limit} per ${rule.label}.`;
}
