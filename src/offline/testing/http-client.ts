import {
  startOfflineHttpServer,
  type OfflineHttpServer,
} from '@/offline/platform/adapters/http-server';
import { nodeRaster } from '@/offline/platform/processing/raster-node';
import { DEMO_PASSWORD } from '@/offline/platform/demo-ids';
import {
  createOfflineService,
  type OfflineService,
  type OfflineServiceOptions,
} from '@/offline/platform/service';

/** An answer with its body read once, as JSON when it parses. */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body; undefined when empty or not JSON. */
  body: unknown;
}

export interface CallOptions {
  token?: string;
  /** Serialized as JSON unless a string. */
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface HttpHarness {
  url: string;
  service: OfflineService;
  server: OfflineHttpServer;
  call(method: string, path: string, options?: CallOptions): Promise<ApiAnswer>;
  /** Logs a demo account in; returns the token. */
  login(email: string): Promise<string>;
  /** Stops the server and disposes the service; closing again is harmless. */
  close(): Promise<void>;
}

/** Reads an answer's body as text and, when possible, JSON. */
export async function readAnswer(response: Response): Promise<ApiAnswer> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body };
}

/** Builds the fetch init of a test call. */
export function requestInit(method: string, options: CallOptions = {}): RequestInit {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['Content-Type'] = options.contentType ?? 'application/json';
  }
  return { method, headers, body };
}

/** A fresh service behind the real HTTP adapter on an ephemeral port. */
export async function startHttpHarness(options: OfflineServiceOptions = {}): Promise<HttpHarness> {
  const service = await createOfflineService({ raster: nodeRaster, ...options });
  const server = await startOfflineHttpServer({ service, port: 0 });
  const call = async (method: string, path: string, callOptions: CallOptions = {}) =>
    readAnswer(await fetch(`${server.url}${path}`, requestInit(method, callOptions)));
  let closed: Promise<void> | undefined;
  return {
    url: server.url,
    service,
    server,
    call,
    async login(email) {
      const answer = await call('POST', '/api/v1/token/login', {
        body: { userName: email, password: DEMO_PASSWORD },
      });
      const token = (answer.body as { result?: { token?: string } } | undefined)?.result?.token;
      if (answer.status !== 200 || token === undefined)
        throw new Error(`login ${email}: HTTP ${answer.status} ${answer.text}`);
      return token;
    },
    close() {
      closed ??= server.close().then(() => service.dispose());
      return closed;
    },
  };
}

/** Narrows an answer's body to the envelope's result (the test states the type it expects). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- an assertion helper: T is the caller's expectation
export function resultOf<T>(answer: ApiAnswer): T {
  const body = answer.body as { result?: T } | undefined;
  if (body?.result === undefined)
    throw new Error(`no result in HTTP ${answer.status}: ${answer.text}`);
  return body.result;
}

/** The errors map of a 400 problem body. */
export function problemErrors(answer: ApiAnswer): Record<string, string[]> {
  const body = answer.body as { errors?: Record<string, string[]> } | undefined;
  if (answer.status !== 400 || !body?.errors)
    throw new Error(`not a 400 problem: HTTP ${answer.status} ${answer.text}`);
  return body.errors;
}
