import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginResult, TokenValidation } from '@/api/types';
import { ManualScheduler } from '@/offline/platform/clock';
import { problemErrors, resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

const MINUTE = 60_000;
let scheduler: ManualScheduler;

beforeEach(() => {
  scheduler = new ManualScheduler(Date.UTC(2025, 5, 2, 8, 0, 0));
});
const t = harnessEachTest([], () => ({ scheduler }));

const login = (body: unknown, contentType?: string) =>
  t.h.call('POST', '/api/v1/token/login', { body, ...(contentType ? { contentType } : {}) });

describe('POST /api/v1/token/login', () => {
  it('issues a token valid for 600 minutes by default, and for 0', async () => {
    for (const extra of [{}, { keepAliveTime: 0 }]) {
      const answer = await login({ userName: 'anna@demo.test', password: 'demo', ...extra });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ version: '1.0', statusCode: 200 });
      const result = resultOf<LoginResult>(answer);
      expect(result.token.length).toBeGreaterThan(20);
      expect(Date.parse(result.expirationDate)).toBe(scheduler.now() + 600 * MINUTE);
    }
  });

  it('honours keepAliveTime in minutes and matches the user name case-insensitively', async () => {
    const answer = await login({ userName: 'Ravi@Demo.Test', password: 'demo', keepAliveTime: 5 });
    expect(Date.parse(resultOf<LoginResult>(answer).expirationDate)).toBe(
      scheduler.now() + 5 * MINUTE,
    );
  });

  it('answers 401 for a wrong password or an unknown user', async () => {
    for (const body of [
      { userName: 'anna@demo.test', password: 'nope' },
      { userName: 'nobody@demo.test', password: 'demo' },
    ]) {
      const answer = await login(body);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        version: '1.0',
        statusCode: 401,
        message: expect.any(String) as string,
      });
    }
  });

  it('refuses a Lite account with 403 saying the API needs the Pro plan', async () => {
    const answer = await login({ userName: 'lite@demo.test', password: 'demo' });
    expect(answer.status).toBe(403);
    expect((answer.body as { message: string }).message).toMatch(/Pro plan/);
  });

  it('answers a 400 problem naming every missing field', async () => {
    const answer = await login({ keepAliveTime: 10 });
    expect(answer.body).toMatchObject({
      type: 'https://tools.ietf.org/html/rfc7231#section-6.5.1',
      title: expect.any(String) as string,
      status: 400,
      traceId: expect.any(String) as string,
    });
    expect(Object.keys(problemErrors(answer)).sort()).toEqual(['password', 'userName']);
  });

  it('keys type errors by the field name as sent', async () => {
    const answer = await login({
      UserName: 'anna@demo.test',
      password: 'demo',
      KeepAliveTime: 'long',
    });
    expect(Object.keys(problemErrors(answer))).toEqual(['KeepAliveTime']);
    const negative = await login({
      userName: 'anna@demo.test',
      password: 'demo',
      keepAliveTime: -1,
    });
    expect(Object.keys(problemErrors(negative))).toEqual(['keepAliveTime']);
  });

  it('answers 400 for malformed or empty bodies and 415 for a non-JSON media type', async () => {
    expect(Object.keys(problemErrors(await login('{"userName":')))).toEqual(['$']);
    expect(Object.keys(problemErrors(await login('[1,2]')))).toEqual(['$']);
    expect(problemErrors(await t.h.call('POST', '/api/v1/token/login'))).toHaveProperty(['']);
    const plain = await login('{"userName":"anna@demo.test","password":"demo"}', 'text/plain');
    expect(plain.status).toBe(415);
  });

  it('accepts every JSON media type spec.md lists', async () => {
    for (const type of [
      'application/json-patch+json',
      'text/json',
      'application/vnd.proofdesk+json',
      'application/json; charset=utf-8',
    ]) {
      const answer = await login({ userName: 'anna@demo.test', password: 'demo' }, type);
      expect(answer.status, type).toBe(200);
    }
  });
});

describe('GET /api/v1/token/validate', () => {
  it('confirms a live token with its expiration date', async () => {
    const token = await t.h.login('anna@demo.test');
    const answer = await t.h.call('GET', '/api/v1/token/validate', { token });
    expect(answer.status).toBe(200);
    const result = resultOf<TokenValidation>(answer);
    expect(result.isValid).toBe(true);
    expect(Date.parse(result.expirationDate)).toBe(scheduler.now() + 600 * MINUTE);
  });

  it('answers 401 without a token, with an unknown token, and after expiry', async () => {
    expect((await t.h.call('GET', '/api/v1/token/validate')).status).toBe(401);
    expect((await t.h.call('GET', '/api/v1/token/validate', { token: 'forged' })).status).toBe(401);
    const answer = await login({ userName: 'anna@demo.test', password: 'demo', keepAliveTime: 1 });
    const { token } = resultOf<LoginResult>(answer);
    scheduler.advance(MINUTE - 1);
    expect((await t.h.call('GET', '/api/v1/token/validate', { token })).status).toBe(200);
    scheduler.advance(1);
    const expired = await t.h.call('GET', '/api/v1/token/validate', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ statusCode: 401 });
  });

  it('does not scale token lifetimes with timeScale', async () => {
    t.h.service.setSettings({ timeScale: 600 });
    const { token } = resultOf<LoginResult>(
      await login({ userName: 'anna@demo.test', password: 'demo', keepAliveTime: 1 }),
    );
    scheduler.advance(MINUTE / 2);
    expect((await t.h.call('GET', '/api/v1/token/validate', { token })).status).toBe(200);
  });
});
