import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getRuntimeConfig,
  getRuntimeConfigSource,
  loadRuntimeConfig,
  parseRuntimeConfig,
  resolveApiUrl,
  setRuntimeConfig,
  usesOfflineService,
  EARLY_CONFIG_REQUEST,
} from './config';

function fakeFetch(response: Response | Error): typeof fetch {
  return () => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response));
}

afterEach(() => setRuntimeConfig({ apiBaseUrl: '' }));

describe('runtime config', () => {
  it("takes the request the build's first script started, once", async () => {
    const holder = globalThis as unknown as Record<string, unknown>;
    const early = Response.json({ apiBaseUrl: 'https://early.example.com' });
    vi.stubGlobal('window', globalThis);
    holder[EARLY_CONFIG_REQUEST] = Promise.resolve(early);
    const fetchAgain = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}));
    try {
      expect(await loadRuntimeConfig()).toEqual({ apiBaseUrl: 'https://early.example.com' });
      expect(fetchAgain).not.toHaveBeenCalled();
      expect(holder[EARLY_CONFIG_REQUEST]).toBeUndefined();
      expect(await loadRuntimeConfig()).toEqual({ apiBaseUrl: '' });
      expect(fetchAgain).toHaveBeenCalledTimes(1);
    } finally {
      fetchAgain.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('reads apiBaseUrl from config.json, without a trailing slash', async () => {
    const config = await loadRuntimeConfig({
      fetch: fakeFetch(Response.json({ apiBaseUrl: 'https://api.example.com/' })),
    });
    expect(config).toEqual({ apiBaseUrl: 'https://api.example.com' });
    expect(getRuntimeConfig()).toEqual(config);
    expect(getRuntimeConfigSource()).toBe('file');
    expect(usesOfflineService()).toBe(false);
    expect(resolveApiUrl('/api/v1/project').href).toBe('https://api.example.com/api/v1/project');
  });

  it.each([
    ['a 404', new Response('Not found', { status: 404 })],
    [
      'the SPA fallback page',
      new Response('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } }),
    ],
    ['a network error', new TypeError('Failed to fetch')],
  ])('uses the offline service on %s', async (_what, answer) => {
    setRuntimeConfig({ apiBaseUrl: 'http://elsewhere.test' });
    expect(await loadRuntimeConfig({ fetch: fakeFetch(answer) })).toEqual({ apiBaseUrl: '' });
    expect(getRuntimeConfigSource()).toBe('default');
    expect(usesOfflineService()).toBe(true);
  });

  it('refuses a config.json that is present but wrong', async () => {
    await expect(
      loadRuntimeConfig({ fetch: fakeFetch(new Response('{"apiBaseUrl": ', { status: 200 })) }),
    ).rejects.toThrow(/not valid JSON/);
    expect(() => parseRuntimeConfig({ apiBaseUrl: 42 })).toThrow(/must be a string/);
    expect(() => parseRuntimeConfig({ apiBaseUrl: 'api.example.com' })).toThrow(
      /not an absolute URL/,
    );
    expect(() => parseRuntimeConfig({ apiBaseUrl: 'ftp://api.example.com' })).toThrow(
      /http or https/,
    );
    expect(() => parseRuntimeConfig([])).toThrow(/JSON object/);
  });

  it('resolves paths against the page origin when the base is empty, and keeps absolute URLs', () => {
    expect(resolveApiUrl('/api/v1/users').pathname).toBe('/api/v1/users');
    setRuntimeConfig({ apiBaseUrl: 'http://127.0.0.1:4010' });
    expect(resolveApiUrl('/api/v1/users').href).toBe('http://127.0.0.1:4010/api/v1/users');
    expect(resolveApiUrl('http://files.test/a.png').href).toBe('http://files.test/a.png');
  });
});
