/**
 * The page decoder's side of its inflating thread (inflate-server.ts): an {@link Inflater}
 * whose reading and inflating run on a second core while the decoder's thread unfilters and
 * shrinks the rows. The thread starts with the first read and lives as long as the decoder's.
 */
import type { InflateAnswer, InflatePort, InflateRequest } from './inflate-protocol';
import { PngReadError } from './png-header';
import type { Inflater } from './png-inflate';

type Settle = (answer: InflateAnswer | Error) => void;

/** The inflating thread stopped (it crashed or never loaded): the file itself may be fine. */
export class InflateThreadError extends Error {
  override readonly name = 'InflateThreadError';
}

/** The reads of one port, by id: its answers go to the read they belong to. */
export class InflateChannel {
  private readonly reads = new Map<number, Settle>();
  private nextId = 1;

  constructor(private readonly port: InflatePort) {
    port.onmessage = (event: MessageEvent<InflateAnswer>) =>
      this.reads.get(event.data.id)?.(event.data);
  }

  /** Every read still open fails with `error` (the thread stopped). */
  failAll(error: Error): void {
    for (const settle of this.reads.values()) settle(error);
  }

  /** Reads `blob` on the other side. */
  inflater(blob: Blob): Inflater {
    return (meta) => {
      const id = this.nextId++;
      const ask = (request: InflateRequest) => this.port.postMessage(request, []);
      const queue: (InflateAnswer | Error)[] = [];
      let wake: (() => void) | null = null;
      let taken = 0;
      let open = true;
      this.reads.set(id, (answer) => {
        queue.push(answer);
        wake?.();
        wake = null;
      });
      const close = () => {
        open = false;
        this.reads.delete(id);
      };
      ask({ type: 'inflate', id, blob });
      const answer = async (): Promise<InflateAnswer | Error> => {
        for (;;) {
          const next = queue.shift();
          if (next) return next;
          await new Promise<void>((resolve) => (wake = resolve));
        }
      };
      return {
        async next() {
          // The pieces handed out last time are read by now: that much more may come.
          if (taken > 0) ask({ type: 'taken', id, bytes: taken });
          taken = 0;
          for (;;) {
            const got = await answer();
            if (got instanceof Error || got.type === 'error' || got.type === 'end') close();
            if (got instanceof Error) throw got;
            if (got.type === 'error') throw new PngReadError(got.message, got.reason);
            if (got.type === 'end') return null;
            if (got.type === 'data') {
              taken = got.bytes;
              return got.pieces;
            }
            if (got.type === 'header') meta.header(got.header);
            else meta[got.type](got.bytes);
          }
        },
        stop() {
          if (open) ask({ type: 'stop', id });
          close();
          return Promise.resolve();
        },
      };
    };
  }
}

let channel: InflateChannel | null = null;
/** Set when the thread failed: reads are inflated on the decoder's own thread from then on. */
let broken = false;

/**
 * Reads `blob` on this decoder's inflating thread (started on first use); null where a worker
 * cannot start one, or the thread failed.
 */
export function inflateInThread(blob: Blob): Inflater | null {
  if (broken || typeof Worker === 'undefined') return null;
  if (!channel) {
    // Written out in the call: the bundler finds workers by this very shape.
    const thread = new Worker(new URL('./inflate-worker.ts', import.meta.url), { type: 'module' });
    const started = new InflateChannel(thread);
    thread.onerror = () => {
      broken = true;
      thread.terminate();
      started.failAll(new InflateThreadError('The inflating thread stopped.'));
    };
    channel = started;
  }
  return channel.inflater(blob);
}
