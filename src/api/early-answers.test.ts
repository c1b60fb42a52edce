// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptEarlyAnswers, ApiError } from './client';
import { createTestClient, envelope, errorEnvelope, url } from './client-test-kit';
import {
  EARLY_ANSWER_FRESH_MS,
  EARLY_ANSWERS_GLOBAL,
  EARLY_ANSWERS_SETTLED_GLOBAL,
  takeEarlyAnswer,
  type EarlyAnswer,
} from './early-answers';

const SESSION_URL = url('/api/v1/review/session');
const SESSION_BODY = JSON.stringify({ reviewToken: 'link-1' });
const ASSET_URL = url('/api/v1/asset?AssetUID=a1');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function early(answer: Partial<EarlyAnswer> & Pick<EarlyAnswer, 'response'>): EarlyAnswer {
  return {
    method: 'POST',
    url: SESSION_URL,
    body: SESSION_BODY,
    token: null,
    sentAt: Date.now(),
    ...answer,
  };
}

function leave(...answers: EarlyAnswer[]): EarlyAnswer[] {
  (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] = answers;
  return answers;
}

/** A client whose network is a recorded stub answering `answer`. */
function clientWithNetwork(answer: () => Response = () => json(envelope({ from: 'network' }))) {
  const sent: string[] = [];
  const fetch = vi.fn((request: Request) => {
    sent.push(`${request.method} ${request.url}`);
    return Promise.resolve(answer());
  });
  const { client, state } = createTestClient({ fetch });
  return { client, state, sent };
}

const exchange = (client: ReturnType<typeof clientWithNetwork>['client'], signal?: AbortSignal) =>
  client.post('/api/v1/review/session', {
    body: { reviewToken: 'link-1' },
    ...(signal ? { signal } : {}),
  });

beforeEach(() => acceptEarlyAnswers(takeEarlyAnswer));
afterEach(() => {
  acceptEarlyAnswers(null);
  leave();
  Reflect.deleteProperty(window, EARLY_ANSWERS_SETTLED_GLOBAL);
});

describe('answers the page got before the app loaded', () => {
  it('serve the matching request once, through the envelope rules, instead of sending it', async () => {
    const { client, state, sent } = clientWithNetwork();
    leave(
      early({ response: Promise.resolve(json(envelope({ token: 'scoped', from: 'early' }))) }),
      early({
        method: 'GET',
        url: ASSET_URL,
        body: null,
        token: 'scoped',
        response: Promise.resolve(json(envelope({ assetUID: 'a1', from: 'early' }))),
      }),
    );
    expect(await exchange(client)).toEqual({ token: 'scoped', from: 'early' });
    state.token = 'scoped';
    expect(await client.get('/api/v1/asset', { query: { AssetUID: 'a1' } })).toEqual({
      assetUID: 'a1',
      from: 'early',
    });
    expect(sent).toEqual([]);
    // Taken: the next exchange (a retry, a session that expired) goes to the service.
    expect(await exchange(client)).toEqual({ from: 'network' });
    expect(sent).toEqual([`POST ${SESSION_URL}`]);
  });

  it('keep their error answer: a link with a password still asks for it', async () => {
    const { client, sent } = clientWithNetwork();
    leave(early({ response: Promise.resolve(json(errorEnvelope(412, 'Password required'), 412)) }));
    const error = await exchange(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(412);
    expect(sent).toEqual([]);
  });

  it('fall back to sending the request when the early one failed', async () => {
    const { client, sent } = clientWithNetwork();
    leave(early({ response: Promise.reject(new TypeError('Failed to fetch')) }));
    expect(await exchange(client)).toEqual({ from: 'network' });
    expect(sent).toEqual([`POST ${SESSION_URL}`]);
  });

  it('serve no other request: another link, another token, or too old', async () => {
    const { client, state, sent } = clientWithNetwork();
    const answers = leave(
      early({
        body: JSON.stringify({ reviewToken: 'link-2' }),
        response: Promise.resolve(json(envelope({}))),
      }),
      early({
        method: 'GET',
        url: ASSET_URL,
        body: null,
        token: 'someone-else',
        response: Promise.resolve(json(envelope({}))),
      }),
      early({
        sentAt: Date.now() - EARLY_ANSWER_FRESH_MS - 1,
        response: Promise.resolve(json(envelope({ from: 'stale' }))),
      }),
    );
    expect(await exchange(client)).toEqual({ from: 'network' });
    state.token = 'scoped';
    expect(await client.get('/api/v1/asset', { query: { AssetUID: 'a1' } })).toEqual({
      from: 'network',
    });
    expect(sent).toHaveLength(2);
    expect(answers).toHaveLength(3);
  });

  it('are left for the next request when the one waiting for them is aborted', async () => {
    const { client, sent } = clientWithNetwork();
    let answer: (response: Response) => void = () => undefined;
    leave(early({ response: new Promise<Response>((resolve) => (answer = resolve)) }));
    const controller = new AbortController();
    const first = exchange(client, controller.signal).catch((e: unknown) => e);
    controller.abort();
    expect(await first).toMatchObject({ name: 'AbortError' });
    const second = exchange(client);
    answer(json(envelope({ token: 'scoped' })));
    expect(await second).toEqual({ token: 'scoped' });
    expect(sent).toEqual([]);
  });

  it('are waited for while the early script has not sent them yet', async () => {
    const { client, state, sent } = clientWithNetwork();
    const answers = leave();
    // The script reads the exchange's answer before it asks for the asset; the app was faster.
    let chainDone: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => (chainDone = resolve));
    Reflect.set(window, EARLY_ANSWERS_SETTLED_GLOBAL, settled);
    void settled.then(() => Reflect.set(window, EARLY_ANSWERS_SETTLED_GLOBAL, null));
    state.token = 'scoped';
    const asset = client.get('/api/v1/asset', { query: { AssetUID: 'a1' } });
    const other = client.get('/api/v1/asset', { query: { AssetUID: 'a2' } });
    answers.push(
      early({
        method: 'GET',
        url: ASSET_URL,
        body: null,
        token: 'scoped',
        response: Promise.resolve(json(envelope({ assetUID: 'a1', from: 'early' }))),
      }),
    );
    chainDone();
    expect(await asset).toEqual({ assetUID: 'a1', from: 'early' });
    // What the chain never sent goes to the service once it is done.
    expect(await other).toEqual({ from: 'network' });
    expect(sent).toEqual([`GET ${url('/api/v1/asset?AssetUID=a2')}`]);
  });

  it('are not looked for until a route installs them', async () => {
    acceptEarlyAnswers(null);
    const { client, sent } = clientWithNetwork();
    leave(early({ response: Promise.resolve(json(envelope({ from: 'early' }))) }));
    expect(await exchange(client)).toEqual({ from: 'network' });
    expect(sent).toHaveLength(1);
  });
});
