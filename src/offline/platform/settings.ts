/**
 * The offline service's knobs and their string formats (the same strings as the
 * OFFLINE_TIME_SCALE, OFFLINE_FAULTS, OFFLINE_RATE_LIMITS and OFFLINE_STORAGE_QUOTA_MB environment
 * variables).
 */
import type { MockSettings } from '@/api/types';

/**
 * Knobs as stored and as exchanged by GET/PUT /api/v1/mock/settings (the contract's
 * type). Stored settings always passed {@link validateSettings}.
 */
export type { MockSettings };

export const DEFAULT_SETTINGS: MockSettings = {
  timeScale: 1,
  faults: '',
  rateLimits: '',
  storageQuotaMB: null,
};

/**
 * Parsed fault injection: latency range in real ms, the share of 500 answers, the share of
 * requests that fail as if the connection dropped (no answer at all: `drop=1` is "the
 * network is down"), the share that never get an answer (the caller must give up) and the
 * share of writes whose answer is lost after the work was done (reads still answer). Dropped and hung requests are not
 * processed; lost ones are (stored like any other), which is what a client that gives up
 * on a save must expect from a real server.
 */
export interface FaultSpec {
  latencyMinMs: number;
  latencyMaxMs: number;
  /** 0..1 */
  errorRate: number;
  /** 0..1 */
  dropRate: number;
  /** 0..1 */
  hangRate: number;
  /** 0..1 of writes (not GET/HEAD): processed and stored, then the answer never arrives. */
  lostRate: number;
}

const SHARE_KEYS = {
  error: 'errorRate',
  drop: 'dropRate',
  hang: 'hangRate',
  lost: 'lostRate',
} as const;

function isShareKey(key: string | undefined): key is keyof typeof SHARE_KEYS {
  return key !== undefined && Object.hasOwn(SHARE_KEYS, key);
}

/** One rate-limit window: at most `limit` requests per `periodMs`. */
export interface RateRule {
  limit: number;
  periodMs: number;
  /** The period as X-Rate-Limit-Limit shows it, e.g. `1s`, `1m`, `12h`. */
  label: string;
}

/** A parse result: the value, or the message explaining what is wrong. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const UNIT_MS: Record<string, { ms: number; label: string }> = {
  s: { ms: 1000, label: 's' },
  sec: { ms: 1000, label: 's' },
  second: { ms: 1000, label: 's' },
  m: { ms: 60_000, label: 'm' },
  min: { ms: 60_000, label: 'm' },
  minute: { ms: 60_000, label: 'm' },
  h: { ms: 3_600_000, label: 'h' },
  hour: { ms: 3_600_000, label: 'h' },
  d: { ms: 86_400_000, label: 'd' },
  day: { ms: 86_400_000, label: 'd' },
};

export function parseTimeScale(raw: unknown): Parsed<number> {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 1_000_000) {
    return { ok: false, error: 'timeScale must be a number greater than 0 (at most 1000000).' };
  }
  return { ok: true, value };
}

/** No latency and no faults: an empty OFFLINE_FAULTS. */
export const NO_FAULTS: Readonly<FaultSpec> = {
  latencyMinMs: 0,
  latencyMaxMs: 0,
  errorRate: 0,
  dropRate: 0,
  hangRate: 0,
  lostRate: 0,
};

export function parseFaults(raw: string): Parsed<FaultSpec> {
  const spec: FaultSpec = { ...NO_FAULTS };
  const text = raw.trim();
  if (text === '') return { ok: true, value: spec };
  for (const part of text.split(',')) {
    const [key, value, extra] = part.split('=').map((s) => s.trim());
    if (value === undefined || extra !== undefined)
      return { ok: false, error: `"${part}" is not key=value.` };
    if (key === 'latency') {
      const match = /^(\d+)(?:-(\d+))?$/.exec(value);
      if (!match)
        return {
          ok: false,
          error: 'latency must be milliseconds like 200 or a range like 50-400.',
        };
      const min = Number(match[1]);
      const max = match[2] === undefined ? min : Number(match[2]);
      if (max < min || max > 60_000)
        return { ok: false, error: 'latency range must be ascending and at most 60000 ms.' };
      spec.latencyMinMs = min;
      spec.latencyMaxMs = max;
    } else if (isShareKey(key)) {
      const rate = Number(value);
      if (value === '' || !Number.isFinite(rate) || rate < 0 || rate > 1) {
        return { ok: false, error: `${key} must be a share between 0 and 1, e.g. 0.05.` };
      }
      spec[SHARE_KEYS[key]] = rate;
    } else {
      return {
        ok: false,
        error: `Unknown fault "${key ?? ''}"; use latency, error, drop, hang and lost.`,
      };
    }
  }
  return { ok: true, value: spec };
}

export function parseRateLimits(raw: string): Parsed<RateRule[]> {
  const text = raw.trim();
  if (text === '') return { ok: true, value: [] };
  const rules: RateRule[] = [];
  for (const part of text.split(',')) {
    const match = /^(\d+)\s*\/\s*(\d*)\s*([a-z]+)$/.exec(part.trim().toLowerCase());
    const unit = match?.[3] === undefined ? undefined : UNIT_MS[match[3]];
    if (!match || !unit || Number(match[1]) < 1) {
      return {
        ok: false,
        error: `"${part}" is not a limit like 5/s, 100/min, 1000/h or 10000/12h.`,
      };
    }
    const count = match[2] === '' || match[2] === undefined ? 1 : Number(match[2]);
    if (count < 1) return { ok: false, error: `"${part}" has an empty period.` };
    rules.push({
      limit: Number(match[1]),
      periodMs: count * unit.ms,
      label: `${count}${unit.label}`,
    });
  }
  return { ok: true, value: rules };
}

/** storageQuotaMB: megabytes (MiB, fractions allowed) >= 0, or null for the plan defaults. */
export function parseStorageQuotaMB(raw: unknown): Parsed<number | null> {
  if (raw === null) return { ok: true, value: null };
  if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < 0) {
    return {
      ok: false,
      error:
        'storageQuotaMB must be a number of megabytes, 0 or more; leave it unset (null) for the plan defaults.',
    };
  }
  return { ok: true, value: raw };
}

/** Field name -> message for every invalid knob; empty when all are valid. */
export function validateSettings(
  settings: Partial<Record<keyof MockSettings, unknown>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (settings.timeScale !== undefined) {
    const parsed = parseTimeScale(settings.timeScale);
    if (!parsed.ok) errors.timeScale = parsed.error;
  }
  for (const key of ['faults', 'rateLimits'] as const) {
    const value = settings[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') {
      errors[key] = `${key} must be a string.`;
      continue;
    }
    const parsed = key === 'faults' ? parseFaults(value) : parseRateLimits(value);
    if (!parsed.ok) errors[key] = parsed.error;
  }
  if (settings.storageQuotaMB !== undefined) {
    const parsed = parseStorageQuotaMB(settings.storageQuotaMB);
    if (!parsed.ok) errors.storageQuotaMB = parsed.error;
  }
  return errors;
}

// Unset or blank means the plan defaults; anything else must read as a number.
function quotaFromEnv(raw: string | undefined): unknown {
  const text = raw?.trim() ?? '';
  return text === '' ? null : Number(text);
}

/**
 * An offline service environment variable: `OFFLINE_<name>`, else the name it had before the
 * service was called offline (`MOCK_<name>`), so existing scripts and shells keep working.
 */
export function offlineEnv(
  env: Record<string, string | undefined>,
  name: string,
): string | undefined {
  return env[`OFFLINE_${name}`] ?? env[`MOCK_${name}`];
}

/**
 * Reads the knobs from OFFLINE_TIME_SCALE, OFFLINE_FAULTS, OFFLINE_RATE_LIMITS and
 * OFFLINE_STORAGE_QUOTA_MB (or their MOCK_ names); throws on bad values.
 */
export function settingsFromEnv(env: Record<string, string | undefined>): MockSettings {
  const candidate = {
    timeScale: offlineEnv(env, 'TIME_SCALE') ?? String(DEFAULT_SETTINGS.timeScale),
    faults: offlineEnv(env, 'FAULTS') ?? '',
    rateLimits: offlineEnv(env, 'RATE_LIMITS') ?? '',
    storageQuotaMB: quotaFromEnv(offlineEnv(env, 'STORAGE_QUOTA_MB')),
  };
  const errors = validateSettings(candidate);
  const names: Record<string, string> = {
    timeScale: 'OFFLINE_TIME_SCALE',
    faults: 'OFFLINE_FAULTS',
    rateLimits: 'OFFLINE_RATE_LIMITS',
    storageQuotaMB: 'OFFLINE_STORAGE_QUOTA_MB',
  };
  const problems = Object.entries(errors).map(
    ([key, message]) => `${names[key] ?? key}: ${message}`,
  );
  const quota = parseStorageQuotaMB(candidate.storageQuotaMB);
  if (problems.length > 0 || !quota.ok) throw new Error(problems.join('\n'));
  return {
    timeScale: Number(candidate.timeScale),
    faults: candidate.faults,
    rateLimits: candidate.rateLimits,
    storageQuotaMB: quota.value,
  };
}
