import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import type { OfflineService } from '../service';

interface OfflineHttpServerOptions {
  service: OfflineService;
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

export interface OfflineHttpServer {
  /** `http://host:port` */
  url: string;
  port: number;
  service: OfflineService;
  /** Stops listening (the service stays; dispose it yourself). */
  close(): Promise<void>;
}

const EXPOSED_HEADERS =
  'Retry-After, X-Rate-Limit-Limit, X-Rate-Limit-Remaining, X-Rate-Limit-Reset, X-Mock-Service';

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const requested = req.headers['access-control-request-headers'];
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      typeof requested === 'string' && requested !== '' ? requested : 'Authorization, Content-Type',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, origin: string, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.byteLength > 0;
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  });
}

async function handle(
  service: OfflineService,
  origin: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const cors = corsHeaders(req);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...cors, 'X-Mock-Service': 'offline' });
    res.end();
    return;
  }
  const requestOrigin = req.headers.host ? `http://${req.headers.host}` : origin;
  const request = toRequest(req, requestOrigin, await readBody(req));
  const response = await getResponse(service.handlers, request, { baseUrl: requestOrigin });
  if (!response) {
    res.writeHead(404, {
      ...cors,
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Mock-Service': 'offline',
    });
    res.end('Not found');
    return;
  }
  // The drop fault: end the connection without an answer, as a failed network does.
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(bytes.byteLength);
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/**
 * Serves the offline service over real HTTP (node:http + msw's getResponse): the API
 * under /api/v1 and the file URLs from the same origin, CORS open for the app.
 */
export function startOfflineHttpServer(
  options: OfflineHttpServerOptions,
): Promise<OfflineHttpServer> {
  const host = options.host ?? '127.0.0.1';
  const { service } = options;
  let origin = '';
  const server = createServer((req, res) => {
    handle(service, origin, req, res).catch((error: unknown) => {
      console.error('[offline service] request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'X-Mock-Service': 'offline' });
      res.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => {
      const { port } = server.address() as AddressInfo;
      origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
      resolve({
        url: origin,
        port,
        service,
        close: () =>
          new Promise<void>((done, fail) => {
            server.closeAllConnections();
            server.close((error) => (error ? fail(error) : done()));
          }),
      });
    });
  });
}
