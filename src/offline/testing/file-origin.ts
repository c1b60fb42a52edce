import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the test file server answers on a path. */
interface ServedFile {
  status?: number;
  body: Uint8Array | string;
  headers?: Record<string, string>;
}

/** A real HTTP server on an ephemeral port that upload_url tests fetch from. */
export interface FileOrigin {
  url: string;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFileOrigin(files: Record<string, ServedFile>): Promise<FileOrigin> {
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    requests.push(path);
    const file = files[path];
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not here');
      return;
    }
    res.writeHead(file.status ?? 200, file.headers ?? {});
    res.end(typeof file.body === 'string' ? file.body : Buffer.from(file.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
