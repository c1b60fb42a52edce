import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { createUploadQueue, type UploadItem, type UploadQueue } from './upload-queue';

/** A fake `send`: every call waits until the test settles it, and counts overlapping calls. */
function fakeSender() {
  const calls: {
    item: UploadItem;
    signal: AbortSignal;
    progress: (sent: number, total: number) => void;
    resolve: (uid: string) => void;
    reject: (error: Error) => void;
  }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const send = (
    item: UploadItem,
    options: { signal: AbortSignal; onProgress: (sent: number, total: number) => void },
  ) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    return new Promise<{ assetUID: string }>((resolve, reject) => {
      const settle = () => (inFlight -= 1);
      const call = {
        item,
        signal: options.signal,
        progress: options.onProgress,
        resolve: (uid: string) => {
          settle();
          resolve({ assetUID: uid });
        },
        reject: (error: Error) => {
          settle();
          reject(error);
        },
      };
      options.signal.addEventListener('abort', () => {
        call.reject(new DOMException('aborted', 'AbortError'));
      });
      calls.push(call);
    });
  };
  return {
    send,
    calls,
    last: () => calls.at(-1),
    get maxInFlight() {
      return maxInFlight;
    },
  };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function file(
  name: string,
  size = 10,
): { file: Blob; fileName: string; projectUID: string; projectName: string } {
  return {
    file: new Blob([new Uint8Array(size)]),
    fileName: name,
    projectUID: 'p1',
    projectName: 'P',
  };
}

const statuses = (queue: UploadQueue) => queue.store.getState().items.map((item) => item.status);

let queue: UploadQueue | undefined;
afterEach(() => {
  queue?.dispose();
  vi.useRealTimers();
});

describe('upload queue', () => {
  it('uploads one file at a time, in order, with byte progress', async () => {
    const sender = fakeSender();
    const uploaded: string[] = [];
    queue = createUploadQueue({
      send: sender.send,
      onUploaded: (item) => uploaded.push(item.fileName),
    });
    queue.add([file('a.png', 100), file('b.png'), file('c.png')]);
    expect(statuses(queue)).toEqual(['uploading', 'queued', 'queued']);
    sender.last()?.progress(60, 120);
    expect(queue.store.getState().items[0]?.sent).toBe(50);

    sender.last()?.resolve('asset-a');
    await flush();
    expect(statuses(queue)).toEqual(['uploaded', 'uploading', 'queued']);
    expect(queue.store.getState().items[0]?.assetUID).toBe('asset-a');
    sender.last()?.resolve('asset-b');
    await flush();
    sender.last()?.resolve('asset-c');
    await flush();
    expect(statuses(queue)).toEqual(['uploaded', 'uploaded', 'uploaded']);
    expect(uploaded).toEqual(['a.png', 'b.png', 'c.png']);
    expect(sender.maxInFlight).toBe(1);
  });

  it('pauses and resumes a running upload, which starts again from zero', async () => {
    const sender = fakeSender();
    queue = createUploadQueue({ send: sender.send });
    const [a] = queue.add([file('a.png'), file('b.png')]);
    queue.pause(a ?? '');
    await flush();
    expect(sender.calls[0]?.signal.aborted).toBe(true);
    expect(statuses(queue)).toEqual(['paused', 'uploading']);
    queue.resume(a ?? '');
    expect(statuses(queue)).toEqual(['queued', 'uploading']);
    sender.last()?.resolve('b');
    await flush();
    // The resumed file goes next, as a fresh request.
    expect(statuses(queue)).toEqual(['uploading', 'uploaded']);
    expect(sender.calls).toHaveLength(3);
  });

  it('cancels a file, and a failed file keeps its place to be retried', async () => {
    const sender = fakeSender();
    queue = createUploadQueue({ send: sender.send });
    const [a, b] = queue.add([file('a.png'), file('b.png'), file('c.png')]);
    sender.last()?.reject(new ApiError({ status: 500, message: 'boom' }));
    await flush();
    expect(statuses(queue)).toEqual(['failed', 'uploading', 'queued']);
    queue.cancel(b ?? '');
    await flush();
    expect(statuses(queue)).toEqual(['failed', 'cancelled', 'uploading']);
    queue.retry(a ?? '');
    expect(statuses(queue)).toEqual(['queued', 'cancelled', 'uploading']);
    sender.last()?.resolve('c');
    await flush();
    expect(statuses(queue)).toEqual(['uploading', 'cancelled', 'uploaded']);
    expect(sender.last()?.item.fileName).toBe('a.png');
  });

  it('stops everything on a 403 storage limit, keeping the file in place, until restarted', async () => {
    const sender = fakeSender();
    queue = createUploadQueue({ send: sender.send });
    queue.add([file('a.png'), file('b.png')]);
    const limit = new ApiError({
      status: 403,
      message: 'Storage limit reached',
      serverMessage: true,
    });
    sender.last()?.reject(limit);
    await flush();
    expect(statuses(queue)).toEqual(['queued', 'queued']);
    expect(queue.store.getState().stopped?.error).toBe(limit);
    expect(sender.calls).toHaveLength(1);
    queue.restart();
    expect(statuses(queue)).toEqual(['uploading', 'queued']);
    expect(sender.last()?.item.fileName).toBe('a.png');
  });

  it('pauses on a lost connection, keeping the file in place, and goes on when the service answers again', async () => {
    const sender = fakeSender();
    queue = createUploadQueue({ send: sender.send });
    queue.add([file('a.png'), file('b.png')]);
    const lost = new ApiError({ status: 0, message: 'no answer' });
    sender.last()?.reject(lost);
    await flush();
    expect(statuses(queue)).toEqual(['queued', 'queued']);
    expect(queue.store.getState().stopped).toEqual({ error: lost, reason: 'network' });
    expect(sender.calls).toHaveLength(1);
    queue.resumeAfterNetwork();
    expect(queue.store.getState().stopped).toBeNull();
    expect(statuses(queue)).toEqual(['uploading', 'queued']);
    expect(sender.last()?.item.fileName).toBe('a.png');
    sender.last()?.resolve('a');
    await flush();
    expect(statuses(queue)).toEqual(['uploaded', 'uploading']);
  });

  it('keeps a storage stop when the connection comes back: only a person restarts it', async () => {
    const sender = fakeSender();
    queue = createUploadQueue({ send: sender.send });
    queue.add([file('a.png')]);
    sender.last()?.reject(new ApiError({ status: 403, message: 'full', serverMessage: true }));
    await flush();
    queue.resumeAfterNetwork();
    expect(queue.store.getState().stopped?.reason).toBe('storage');
    expect(sender.calls).toHaveLength(1);
  });

  it('waits out a 429 and goes again by itself, holding the files behind it', async () => {
    vi.useFakeTimers();
    const sender = fakeSender();
    queue = createUploadQueue({ send: sender.send });
    queue.add([file('a.png'), file('b.png')]);
    sender.last()?.reject(new ApiError({ status: 429, message: 'quota', retryAfterSeconds: 3 }));
    await vi.advanceTimersByTimeAsync(0);
    const waiting = queue.store.getState().items[0];
    expect(waiting?.status).toBe('waiting');
    expect(waiting?.resumeAt).toBe(Date.now() + 3000);
    expect(statuses(queue)[1]).toBe('queued');
    await vi.advanceTimersByTimeAsync(2900);
    expect(sender.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(statuses(queue)).toEqual(['uploading', 'queued']);
    expect(sender.calls).toHaveLength(2);
  });

  it('adds refused files without sending them and clears finished ones', async () => {
    const sender = fakeSender();
    queue = createUploadQueue({ send: sender.send });
    queue.add([
      { ...file('art.pdf'), refusal: { assetName: 'art.png', assetType: 'png', fileType: 'pdf' } },
      file('b.png'),
    ]);
    expect(statuses(queue)).toEqual(['refused', 'uploading']);
    sender.last()?.resolve('b');
    await flush();
    queue.clearFinished();
    expect(statuses(queue)).toEqual([]);
  });

  it('never runs two uploads at once, whatever people click (property)', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), count: fc.integer({ min: 1, max: 3 }) }),
      fc.record({
        kind: fc.constantFrom('pause', 'resume', 'cancel', 'retry', 'remove'),
        index: fc.nat(8),
      }),
      fc.record({ kind: fc.constantFrom('succeed', 'fail', 'limit') }),
      fc.constant({ kind: 'restart' as const }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 40 }), async (ops) => {
        const sender = fakeSender();
        const q = createUploadQueue({ send: sender.send });
        try {
          for (const step of ops) {
            const items = q.store.getState().items;
            if (step.kind === 'add') {
              q.add(Array.from({ length: step.count }, (_, i) => file(`f${i}.png`)));
            } else if ('index' in step) {
              const id = items[step.index % Math.max(1, items.length)]?.id;
              if (id) q[step.kind](id);
            } else if (step.kind === 'restart') {
              q.restart();
            } else {
              const call = sender.calls.find((c) => !c.signal.aborted && c === sender.last());
              if (step.kind === 'succeed') call?.resolve('uid');
              else if (step.kind === 'fail')
                call?.reject(new ApiError({ status: 412, message: 'no' }));
              else call?.reject(new ApiError({ status: 403, message: 'full' }));
            }
            await flush();
            const now = q.store.getState().items;
            expect(now.filter((item) => item.status === 'uploading').length).toBeLessThanOrEqual(1);
            for (const item of now) {
              expect(item.sent).toBeGreaterThanOrEqual(0);
              expect(item.sent).toBeLessThanOrEqual(item.size);
              expect(item.assetUID !== null).toBe(item.status === 'uploaded');
            }
          }
          expect(sender.maxInFlight).toBeLessThanOrEqual(1);
        } finally {
          q.dispose();
        }
      }),
      { numRuns: 150 },
    );
  });
});
