import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Event } from '@/api/types';

/** One POST the receiver got. */
export interface ReceivedPost {
  path: string;
  headers: IncomingHttpHeaders;
  event: Event;
}

/** A webhook receiver on an ephemeral loopback port that answers from a script. */
export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  posts: ReceivedPost[];
  /** Statuses of the next answers, in order; once used up, `fallback` answers. */
  script: number[];
  fallback: number;
  /** Resolves once `count` posts arrived. */
  waitFor(count: number): Promise<void>;
  /** Stops listening; closing again is harmless. */
  close(): Promise<void>;
}

export async function startWebhookReceiver(fallback = 200): Promise<WebhookReceiver> {
  const waiters: { count: number; resolve: () => void }[] = [];
  let closed: Promise<void> | undefined;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Event;
      receiver.posts.push({ path: req.url ?? '/', headers: req.headers, event });
      res.writeHead(receiver.script.shift() ?? receiver.fallback, { 'Content-Type': 'text/plain' });
      res.end('ok');
      for (const waiter of [...waiters]) {
        if (receiver.posts.length < waiter.count) continue;
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
  });
  const receiver: WebhookReceiver = {
    origin: '',
    posts: [],
    script: [],
    fallback,
    waitFor(count) {
      if (receiver.posts.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close: () =>
      (closed ??= new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      })),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}
