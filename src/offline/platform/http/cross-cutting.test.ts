import { describe, expect, it } from 'vitest';
import type { MockSettings, Project } from '@/api/types';
import { ManualScheduler } from '../clock';
import { problemErrors, resultOf } from '@/offline/testing/http-client';
import { harnessesClosedAfterEachTest } from '@/offline/testing/test-bed';

const start = harnessesClosedAfterEachTest();

describe('rate limits (MOCK_RATE_LIMITS)', () => {
  it('answers 429 in plain text with Retry-After and the X-Rate-Limit headers, per token', async () => {
    const scheduler = new ManualScheduler(Date.UTC(2025, 0, 1, 12, 0, 0, 250));
    const harness = await start({ scheduler, settings: { rateLimits: '3/s,100/min' } });
    const anna = await harness.login('anna@demo.test');
    const ravi = await harness.login('ravi@demo.test');
    for (let i = 0; i < 3; i++) {
      const ok = await harness.call('GET', '/api/v1/token/validate', { token: anna });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('X-Rate-Limit-Remaining')).toBe(String(2 - i));
    }
    const limited = await harness.call('GET', '/api/v1/token/validate', { token: anna });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(limited.text).toMatch(/quota exceeded/i);
    expect(limited.headers.get('Retry-After')).toBe('1');
    expect(limited.headers.get('X-Rate-Limit-Limit')).toBe('1s');
    expect(limited.headers.get('X-Rate-Limit-Remaining')).toBe('0');
    expect(limited.headers.get('X-Rate-Limit-Reset')).toBe(
      new Date(scheduler.now() + 1000).toISOString(),
    );
    expect(limited.headers.get('X-Mock-Service')).toBe('offline');
    expect((await harness.call('GET', '/api/v1/token/validate', { token: ravi })).status).toBe(200);
    scheduler.advance(1000);
    expect((await harness.call('GET', '/api/v1/token/validate', { token: anna })).status).toBe(200);
  });

  it('reports the longest window that is exhausted', async () => {
    const scheduler = new ManualScheduler(Date.UTC(2025, 0, 1));
    const harness = await start({ scheduler, settings: { rateLimits: '10/s,2/min' } });
    const token = await harness.login('anna@demo.test');
    await harness.call('GET', '/api/v1/users', { token });
    await harness.call('GET', '/api/v1/users', { token });
    scheduler.advance(1500);
    const limited = await harness.call('GET', '/api/v1/users', { token });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('X-Rate-Limit-Limit')).toBe('1m');
    expect(limited.headers.get('Retry-After')).toBe('59');
  });
});

describe('faults (MOCK_FAULTS)', () => {
  it('answers a share of calls with a bodiless 500', async () => {
    const harness = await start({ settings: { faults: 'error=1' } });
    const answer = await harness.call('POST', '/api/v1/token/login', {
      body: { userName: 'anna@demo.test', password: 'demo' },
    });
    expect(answer.status).toBe(500);
    expect(answer.text).toBe('');
    expect(answer.headers.get('X-Mock-Service')).toBe('offline');
  });

  it('uses the random source against the error share', async () => {
    const draws = [0.9, 0.01];
    const harness = await start({
      settings: { faults: 'error=0.05' },
      random: () => draws.shift() ?? 0.5,
    });
    expect((await harness.call('GET', '/api/v1/users')).status).toBe(401);
    expect((await harness.call('GET', '/api/v1/users')).status).toBe(500);
  });

  it('delays answers by the latency range (real milliseconds)', async () => {
    const harness = await start({ settings: { faults: 'latency=60-60' } });
    const started = performance.now();
    expect((await harness.call('GET', '/api/v1/users')).status).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('never applies to the offline admin endpoints', async () => {
    const harness = await start();
    const token = await harness.login('anna@demo.test');
    harness.service.setSettings({ faults: 'error=1', rateLimits: '1/h' });
    for (let i = 0; i < 3; i++)
      expect((await harness.call('GET', '/api/v1/mock/settings', { token })).status).toBe(200);
    const cleared = await harness.call('PUT', '/api/v1/mock/settings', {
      token,
      body: { faults: '', rateLimits: '' },
    });
    expect(resultOf<MockSettings>(cleared)).toEqual({
      timeScale: 1,
      faults: '',
      rateLimits: '',
      storageQuotaMB: null,
    });
  });
});

describe('HTTP adapter', () => {
  it('answers CORS preflights and exposes the rate-limit headers', async () => {
    const harness = await start();
    const response = await fetch(`${harness.url}/api/v1/project`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('PUT');
    expect(response.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain(
      'authorization',
    );
    const exposed = response.headers.get('Access-Control-Expose-Headers') ?? '';
    for (const name of [
      'Retry-After',
      'X-Rate-Limit-Limit',
      'X-Rate-Limit-Remaining',
      'X-Rate-Limit-Reset',
      'X-Mock-Service',
    ]) {
      expect(exposed).toContain(name);
    }
    const answer = await harness.call('GET', '/api/v1/users', {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
  });

  it('marks every answer with X-Mock-Service and answers unknown API paths with a 404 envelope', async () => {
    const harness = await start();
    const unknown = await harness.call('GET', '/api/v1/nothing/here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ version: '1.0', statusCode: 404 });
    expect(unknown.headers.get('X-Mock-Service')).toBe('offline');
    expect((await harness.call('GET', '/api/v1/users')).headers.get('X-Mock-Service')).toBe(
      'offline',
    );
  });
});

describe('GET/PUT /api/v1/mock/settings and POST /api/v1/mock/reset', () => {
  it('reads and replaces the knobs, refusing malformed strings with 400', async () => {
    const harness = await start({ settings: { timeScale: 60 } });
    const token = await harness.login('anna@demo.test');
    expect(
      resultOf<MockSettings>(await harness.call('GET', '/api/v1/mock/settings', { token })),
    ).toEqual({ timeScale: 60, faults: '', rateLimits: '', storageQuotaMB: null });
    const put = await harness.call('PUT', '/api/v1/mock/settings', {
      token,
      body: { timeScale: 2, faults: 'latency=0-5,error=0', rateLimits: '50/s,1000/12h' },
    });
    expect(resultOf<MockSettings>(put)).toEqual({
      timeScale: 2,
      faults: 'latency=0-5,error=0',
      rateLimits: '50/s,1000/12h',
      storageQuotaMB: null,
    });
    expect(harness.service.clock.timeScale).toBe(2);
    const bad = await harness.call('PUT', '/api/v1/mock/settings', {
      token,
      body: { timeScale: 0, Faults: 'boom', rateLimits: 'lots' },
    });
    expect(Object.keys(problemErrors(bad)).sort()).toEqual(['Faults', 'rateLimits', 'timeScale']);
    expect(harness.service.getSettings().timeScale).toBe(2);
    expect((await harness.call('GET', '/api/v1/mock/settings')).status).toBe(401);
  });

  it('restores the demo seed and ends every session', async () => {
    const harness = await start();
    const token = await harness.login('anna@demo.test');
    const created = resultOf<Project>(
      await harness.call('POST', '/api/v1/project', {
        token,
        body: { projectName: 'Temporary', projectOwnersUIDS: ['usr-anna-berg'] },
      }),
    );
    const reset = await harness.call('POST', '/api/v1/mock/reset', { token });
    expect(reset.status).toBe(200);
    expect((reset.body as { message: string }).message).toMatch(/log in again/i);
    expect((await harness.call('GET', '/api/v1/token/validate', { token })).status).toBe(401);
    const fresh = await harness.login('anna@demo.test');
    expect(
      (
        await harness.call('GET', `/api/v1/project?ProjectUID=${created.projectUID}`, {
          token: fresh,
        })
      ).status,
    ).toBe(404);
  });

  it("ends only the caller's session on POST /api/v1/mock/session/expire", async () => {
    const harness = await start();
    const anna = await harness.login('anna@demo.test');
    const ravi = await harness.login('ravi@demo.test');
    expect(
      (await harness.call('POST', '/api/v1/mock/session/expire', { token: anna })).status,
    ).toBe(200);
    expect((await harness.call('GET', '/api/v1/token/validate', { token: anna })).status).toBe(401);
    expect((await harness.call('GET', '/api/v1/project', { token: anna })).status).toBe(401);
    expect((await harness.call('GET', '/api/v1/token/validate', { token: ravi })).status).toBe(200);
  });
});
