/**
 * Runtime configuration, read from `public/config.json` when the app starts, so
 * one build can be pointed at another server by editing that file.
 *
 * Invariant: `apiBaseUrl` is either `''` (the offline service on the app's own
 * origin, relative `/api/v1`) or an absolute http(s) URL without a trailing slash.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
}

/** Where the active configuration came from; `default` means config.json was missing. */
export type RuntimeConfigSource = 'file' | 'default' | 'set';

const DEFAULT_CONFIG: RuntimeConfig = { apiBaseUrl: '' };

let current: RuntimeConfig = DEFAULT_CONFIG;
let source: RuntimeConfigSource = 'default';

function normalizeBaseUrl(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(
      `config.json: apiBaseUrl "${value}" is not an absolute URL (or "" for the offline service).`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`config.json: apiBaseUrl must use http or https, got "${url.protocol}".`);
  }
  return trimmed;
}

/** Validates a parsed config.json; throws an Error that names the wrong field. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('config.json must hold a JSON object such as { "apiBaseUrl": "" }.');
  }
  const base = (value as Record<string, unknown>).apiBaseUrl;
  if (base === undefined) return DEFAULT_CONFIG;
  if (typeof base !== 'string') throw new Error('config.json: apiBaseUrl must be a string.');
  return { apiBaseUrl: normalizeBaseUrl(base) };
}

export interface LoadRuntimeConfigOptions {
  /** URL of the file; defaults to `config.json` under Vite's base path. */
  url?: string;
  fetch?: typeof fetch;
}

/**
 * The build's first script (scripts/route-preload-plugin.ts, EARLY_CONFIG_GLOBAL) starts reading
 * config.json before the entry has loaded and leaves the request here; taken once.
 */
export const EARLY_CONFIG_REQUEST = '__proofdeskConfigRequest';

function takeEarlyRequest(): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const holder = window as unknown as Record<string, unknown>;
  const request = holder[EARLY_CONFIG_REQUEST];
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
  delete holder[EARLY_CONFIG_REQUEST];
  return request instanceof Promise ? (request as Promise<Response>) : null;
}

/**
 * Reads config.json once at start, before the app renders. A missing file
 * (404, network error, or the SPA fallback answering HTML) means the defaults;
 * a file that is present but wrong throws, because silently talking to the
 * offline service instead of the configured server would mislead.
 */
export async function loadRuntimeConfig(
  options: LoadRuntimeConfigOptions = {},
): Promise<RuntimeConfig> {
  const doFetch =
    options.fetch ??
    ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const url = options.url ?? `${import.meta.env.BASE_URL}config.json`;
  const early =
    options.url === undefined && options.fetch === undefined ? takeEarlyRequest() : null;
  let response: Response;
  try {
    response =
      (await early?.catch(() => null)) ??
      (await doFetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } }));
  } catch {
    return fallBackToDefaults();
  }
  const text = await response.text().catch(() => '');
  if (!response.ok || !looksLikeJson(text)) return fallBackToDefaults();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('config.json is not valid JSON.');
  }
  current = parseRuntimeConfig(parsed);
  source = 'file';
  return current;
}

function looksLikeJson(text: string): boolean {
  return /^\s*[{[]/.test(text);
}

function fallBackToDefaults(): RuntimeConfig {
  current = DEFAULT_CONFIG;
  source = 'default';
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function getRuntimeConfigSource(): RuntimeConfigSource {
  return source;
}

/** Sets the configuration directly, e.g. an absolute base URL in Node tests. */
export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  current = {
    ...current,
    ...(config.apiBaseUrl === undefined ? {} : { apiBaseUrl: normalizeBaseUrl(config.apiBaseUrl) }),
  };
  source = 'set';
}

/** True when the app talks to the offline service on its own origin. */
export function usesOfflineService(config: RuntimeConfig = current): boolean {
  return config.apiBaseUrl === '';
}

/**
 * Absolute URL of an API path. With an empty base the page's origin is used,
 * because fetch in Node and jsdom does not resolve relative URLs.
 */
export function resolveApiUrl(path: string, config: RuntimeConfig = current): URL {
  if (/^https?:\/\//i.test(path)) return new URL(path);
  if (config.apiBaseUrl)
    return new URL(config.apiBaseUrl + (path.startsWith('/') ? path : `/${path}`));
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return new URL(path, origin);
}
