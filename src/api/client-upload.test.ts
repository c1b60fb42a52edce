import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, envelope, errorEnvelope, url } from './client-test-kit';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('api.upload', () => {
  // Node has no XMLHttpRequest, so this covers the fetch path; xhr.test.ts covers the browser path.
  it('sends the file as multipart field uploadedFile with the token and query', async () => {
    expect(typeof XMLHttpRequest).toBe('undefined');
    const { client } = createTestClient();
    let received: { auth: string | null; query: string; name: string; text: string } | undefined;
    server.use(
      http.post(url('/api/v1/asset/upload'), async ({ request }) => {
        const form = await request.formData();
        const file = form.get('uploadedFile');
        if (!(file instanceof File))
          return HttpResponse.json(errorEnvelope(400, 'no file'), { status: 400 });
        received = {
          auth: request.headers.get('Authorization'),
          query: new URL(request.url).search,
          name: file.name,
          text: await file.text(),
        };
        return HttpResponse.json(envelope({ assetUID: 'a-1' }), {
          headers: { 'X-Mock-Service': 'offline' },
        });
      }),
    );
    const progress: [number, number][] = [];
    const file = new File(['%PDF-1.4 label'], 'label.pdf', { type: 'application/pdf' });
    const result = await client.upload('/api/v1/asset/upload', {
      query: { ProjectUID: 'p1', FileName: 'label.pdf' },
      file,
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(result).toEqual({ assetUID: 'a-1' });
    expect(received).toEqual({
      auth: 'Bearer token-1',
      query: '?ProjectUID=p1&FileName=label.pdf',
      name: 'label.pdf',
      text: '%PDF-1.4 label',
    });
    expect(progress.at(-1)).toEqual([file.size, file.size]);
  });

  it('normalizes an upload error (storage quota) like any other answer', async () => {
    const { client } = createTestClient();
    server.use(
      http.post(url('/api/v1/asset/upload'), () =>
        HttpResponse.json(errorEnvelope(403, 'Storage limit of the plan reached.'), {
          status: 403,
        }),
      ),
    );
    await expect(
      client.upload('/api/v1/asset/upload', {
        query: { ProjectUID: 'p1', FileName: 'a.png' },
        file: new Blob(['x']),
      }),
    ).rejects.toMatchObject({
      status: 403,
      kind: 'forbidden',
      message: 'Storage limit of the plan reached.',
    });
  });

  it('is held on 401 and sent again, whole, after re-login', async () => {
    const { client, state, queue } = createTestClient();
    state.token = 'expired';
    const bodies: string[] = [];
    server.use(
      http.post(url('/api/v1/asset/upload'), async ({ request }) => {
        const file = (await request.formData()).get('uploadedFile');
        bodies.push(file instanceof File ? await file.text() : '');
        if (request.headers.get('Authorization') !== 'Bearer fresh') {
          return HttpResponse.json(errorEnvelope(401, 'Token expired.'), { status: 401 });
        }
        return HttpResponse.json(envelope({ assetUID: 'a-2' }));
      }),
    );
    const upload = client.upload('/api/v1/asset/upload', {
      query: { ProjectUID: 'p1', FileName: 'a.txt' },
      file: new Blob(['artwork']),
    });
    for (let i = 0; i < 200 && queue.getSnapshot().held === 0; i++)
      await new Promise<void>((r) => setTimeout(r, 0));
    expect(queue.getSnapshot().held).toBe(1);
    state.token = 'fresh';
    await queue.resume();
    await expect(upload).resolves.toEqual({ assetUID: 'a-2' });
    expect(bodies).toEqual(['artwork', 'artwork']);
  });
});
