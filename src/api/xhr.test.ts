import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient } from './client-test-kit';
import { sendWithXhr } from './xhr';

type Listener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void;

/** Just enough XMLHttpRequest to drive the transport; a test scripts the answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders = '';
  private listeners = new Map<string, (() => void)[]>();
  private uploadListeners: Listener[] = [];
  upload = {
    addEventListener: (_type: 'progress', listener: Listener) =>
      this.uploadListeners.push(listener),
  };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.fire('abort');
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners)
      listener({ loaded, total, lengthComputable: true });
  }
  respond(status: number, text: string, headers: string) {
    this.status = status;
    this.responseText = text;
    this.responseHeaders = headers;
    this.fire('load');
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

function current(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no XMLHttpRequest was made');
  return FakeXhr.last;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

describe('sendWithXhr', () => {
  it('reports upload progress and answers a Response with status, headers and body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: [number, number][] = [];
    const body = new FormData();
    const sending = sendWithXhr({
      method: 'post',
      url: new URL('http://api.test/api/v1/asset/upload?ProjectUID=p1'),
      headers: { Authorization: 'Bearer t' },
      body,
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    const xhr = current();
    expect([xhr.method, xhr.url, xhr.headers, xhr.body]).toEqual([
      'POST',
      'http://api.test/api/v1/asset/upload?ProjectUID=p1',
      { Authorization: 'Bearer t' },
      body,
    ]);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.respond(
      200,
      '{"ok":true}',
      'Content-Type: application/json\r\nX-Mock-Service: offline\r\n',
    );
    const response = await sending;
    expect(progress).toEqual([
      [50, 200],
      [200, 200],
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-mock-service')).toBe('offline');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('rejects like fetch on a network error and with the abort reason when aborted', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failing = sendWithXhr({
      method: 'POST',
      url: new URL('http://api.test/x'),
      headers: {},
      body: new FormData(),
    });
    current().fire('error');
    await expect(failing).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const aborted = sendWithXhr({
      method: 'POST',
      url: new URL('http://api.test/x'),
      headers: {},
      body: new FormData(),
      signal: controller.signal,
    });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('is what api.upload uses where XMLHttpRequest exists, with field uploadedFile and the file name', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { client } = createTestClient();
    const progress: [number, number][] = [];
    const uploading = client.upload('/api/v1/asset/upload', {
      query: { ProjectUID: 'p1', FileName: 'carton.pdf' },
      file: new Blob(['%PDF-1.4']),
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeDefined());
    const xhr = current();
    const part = xhr.body?.get('uploadedFile');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('carton.pdf');
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    xhr.progress(4, 8);
    xhr.respond(
      200,
      JSON.stringify({
        version: '1.0',
        statusCode: 200,
        message: null,
        result: { assetUID: 'a1' },
      }),
      'Content-Type: application/json',
    );
    await expect(uploading).resolves.toEqual({ assetUID: 'a1' });
    expect(progress).toEqual([
      [4, 8],
      [8, 8],
    ]);
  });
});
