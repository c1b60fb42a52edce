import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { createTestClient, envelope, errorEnvelope, url } from './client-test-kit';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const stateBody = { projectUID: 'p1', projectState: 'Active' as const };

describe('api client: envelopes and error normalization', () => {
  it('resolves to the envelope result, sends the bearer token and serializes the query', async () => {
    const { client } = createTestClient();
    let seen: { auth: string | null; query: string } | undefined;
    server.use(
      http.get(url('/api/v1/project'), ({ request }) => {
        seen = { auth: request.headers.get('Authorization'), query: new URL(request.url).search };
        return HttpResponse.json(envelope([{ projectUID: 'p1' }]));
      }),
    );
    const result = await client.get('/api/v1/project', {
      query: { States: 'Active,OnHold', IsLoadAssets: true },
    });
    expect(result).toEqual([{ projectUID: 'p1' }]);
    expect(seen).toEqual({
      auth: 'Bearer token-1',
      query: '?States=Active%2COnHold&IsLoadAssets=true',
    });
  });

  it('sends JSON bodies on mutations, DELETE included', async () => {
    const { client } = createTestClient();
    let body: unknown;
    server.use(
      http.delete(url('/api/v1/project'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(errorEnvelope(200, 'deleted'));
      }),
    );
    await expect(
      client.delete('/api/v1/project', { body: { projectUID: 'p9' } }),
    ).resolves.toBeUndefined();
    expect(body).toEqual({ projectUID: 'p9' });
  });

  it('maps a 400 problem body to fieldErrors and the title', async () => {
    const { client } = createTestClient();
    server.use(
      http.post(url('/api/v1/project'), () =>
        HttpResponse.json(
          {
            type: 'https://tools.ietf.org/html/rfc7231#section-6.5.1',
            title: 'One or more validation errors occurred.',
            status: 400,
            traceId: 't-1',
            errors: {
              projectName: ['The projectName field is required.'],
              tags: ['Too many tags.', 'Tag too long.'],
            },
          },
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    const error = await failure(
      client.post('/api/v1/project', { body: { projectName: '', projectOwnersUIDS: [] } }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 400,
      kind: 'validation',
      title: 'One or more validation errors occurred.',
      traceId: 't-1',
    });
    expect(error.fieldErrors).toEqual({
      projectName: ['The projectName field is required.'],
      tags: ['Too many tags.', 'Tag too long.'],
    });
    expect(error.userMessage).toBe(
      'The projectName field is required. Too many tags. Tag too long.',
    );
  });

  it.each([
    [404, 'not-found', 'Project not found.'],
    [406, 'not-acceptable', 'The project cannot be edited in its state.'],
    [412, 'precondition', 'The project must be Completed or Archived.'],
    [403, 'forbidden', 'Storage limit reached.'],
  ] as const)('keeps code and message of an envelope error %i', async (status, kind, message) => {
    const { client } = createTestClient();
    server.use(
      http.put(url('/api/v1/project'), () =>
        HttpResponse.json(errorEnvelope(status, message), { status }),
      ),
    );
    const error = await failure(client.put('/api/v1/project', { body: { projectUID: 'p1' } }));
    expect(error).toMatchObject({ status, code: status, kind, message, userMessage: message });
    expect(error.fieldErrors).toEqual({});
  });

  it('keeps HTTP 406 as status and the body statusCode 412 as code for the same-state answer', async () => {
    const { client } = createTestClient();
    server.use(
      http.put(url('/api/v1/project/state'), () =>
        HttpResponse.json(errorEnvelope(412, 'The project already has the state Active.'), {
          status: 406,
        }),
      ),
    );
    const error = await failure(client.put('/api/v1/project/state', { body: stateBody }));
    expect(error).toMatchObject({
      status: 406,
      code: 412,
      kind: 'not-acceptable',
      message: 'The project already has the state Active.',
    });
  });

  it('turns a 500 with an empty body into a server error after the GET retries', async () => {
    const { client, sleeps } = createTestClient();
    let hits = 0;
    server.use(
      http.get(url('/api/v1/users'), () => {
        hits += 1;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const error = await failure(client.get('/api/v1/users'));
    expect(error).toMatchObject({ status: 500, code: 500, kind: 'server' });
    expect(error.userMessage).toBe('The service failed (HTTP 500). Try again later.');
    expect(hits).toBe(4);
    expect(sleeps).toHaveLength(3);
  });

  it('does not show an HTML error page as the message', async () => {
    const { client } = createTestClient();
    server.use(
      http.post(url('/api/v1/project'), () =>
        HttpResponse.html('<!doctype html><h1>Internal Server Error</h1>', { status: 500 }),
      ),
    );
    const error = await failure(
      client.post('/api/v1/project', { body: { projectName: 'x', projectOwnersUIDS: ['u'] } }),
    );
    expect(error.kind).toBe('server');
    expect(error.message).toMatch(/HTML page instead of the service's JSON/);
    expect(error.userMessage).not.toMatch(/</);
  });

  it('explains a 200 HTML answer (a dev server without this endpoint) instead of a JSON parse error', async () => {
    const { client } = createTestClient();
    server.use(
      http.get(url('/api/v1/users'), () =>
        HttpResponse.html('<!doctype html><html><body><div id="root"></div></body></html>'),
      ),
    );
    const error = await failure(client.get('/api/v1/users'));
    expect(error).toMatchObject({ status: 200, kind: 'bad-response' });
    expect(error.message).toMatch(
      /GET \/api\/v1\/users did not answer with JSON \(got an HTML page\)/,
    );
    expect(error.message).toMatch(/endpoint is probably missing/);
  });

  it('rejects JSON that is not an envelope and an envelope reporting isError', async () => {
    const { client } = createTestClient();
    server.use(
      http.get(url('/api/v1/users'), () => HttpResponse.json([1, 2])),
      http.get(url('/api/v1/dal/folders'), () =>
        HttpResponse.json({
          version: '1.0',
          statusCode: 404,
          isError: true,
          message: 'No library for this client.',
        }),
      ),
    );
    expect((await failure(client.get('/api/v1/users'))).kind).toBe('bad-response');
    expect(await failure(client.get('/api/v1/dal/folders'))).toMatchObject({
      status: 200,
      code: 404,
      kind: 'not-found',
      userMessage: 'No library for this client.',
    });
  });

  it('reports a network failure as status 0, kind network', async () => {
    const { client } = createTestClient();
    server.use(http.post(url('/api/v1/project'), () => HttpResponse.error()));
    const error = await failure(
      client.post('/api/v1/project', { body: { projectName: 'x', projectOwnersUIDS: ['u'] } }),
    );
    expect(error).toMatchObject({ status: 0, code: 0, kind: 'network' });
    expect(error.message).toMatch(/^POST \/api\/v1\/project got no answer/);
  });

  it('does not hold a login 401: wrong credentials are an answer', async () => {
    const { client, queue } = createTestClient();
    server.use(
      http.post(url('/api/v1/token/login'), ({ request }) => {
        expect(request.headers.get('Authorization')).toBeNull();
        return HttpResponse.json(errorEnvelope(401, 'Wrong user name or password.'), {
          status: 401,
        });
      }),
    );
    const error = await failure(
      client.post('/api/v1/token/login', { body: { userName: 'a@b.c', password: 'x' } }),
    );
    expect(error).toMatchObject({
      status: 401,
      kind: 'unauthorized',
      message: 'Wrong user name or password.',
    });
    expect(queue.getSnapshot()).toEqual({ reloginRequired: false, held: 0 });
  });

  it('records whether the offline service answered', async () => {
    const { client, serviceInfo } = createTestClient();
    server.use(
      http.get(url('/api/v1/users'), () =>
        HttpResponse.json(envelope([]), { headers: { 'X-Mock-Service': 'offline' } }),
      ),
    );
    expect(serviceInfo.getSnapshot().offline).toBeNull();
    await client.get('/api/v1/users');
    expect(serviceInfo.getSnapshot().offline).toBe(true);
  });

  it('raw() returns the response of a non-envelope answer and still normalizes errors', async () => {
    const { client } = createTestClient();
    server.use(
      http.get(
        url('/files/report.pdf'),
        () => new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
      http.get(url('/files/missing.pdf'), () =>
        HttpResponse.json(errorEnvelope(404, 'No such file.'), { status: 404 }),
      ),
    );
    const response = await client.raw('/files/report.pdf');
    expect(await response.text()).toBe('%PDF-1.4');
    expect(await failure(client.raw('/files/missing.pdf'))).toMatchObject({
      status: 404,
      message: 'No such file.',
    });
  });
});
