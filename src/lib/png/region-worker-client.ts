import type { PixelRect } from './box-resample';
import type { PngReadError } from './png-header';
import type { PixelCounter } from './pixel-counter';
import type { BandMessage, DecodeRequest, WorkerAnswer, WorkerRequest } from './region-worker';
import { rowsDecodePixels, type RowBand } from './row-bands';

/** Why a region decode failed: the file's problem (see {@link PngReadError}). */
export type RegionFailure = PngReadError['reason'];

/** Makes the error a failed decode throws (each feature has its own error type). */
export type FailureError = (message: string, reason: RegionFailure) => Error;

interface OutputSize {
  width: number;
  height: number;
}

const cancelledError = () => new DOMException('The region is no longer needed', 'AbortError');

/**
 * Decoder threads kept for the next page: a reviewer goes from page to page, and a fresh
 * thread costs its start, its script and a cold JIT on the first (biggest) decode. Idle ones
 * hold no pixels (every answer's buffer is moved out).
 */
export const IDLE_THREADS = 2;
const idle: Worker[] = [];

/** Ids are unique across owners: a reused thread may still answer its last owner's request. */
let nextId = 1;

type ThreadMessage = WorkerAnswer | BandMessage;

const isBand = (message: ThreadMessage): message is BandMessage => !('ok' in message);

/** An answer nobody waits for any more: its bitmap is freed at once. */
function dropStray(event: MessageEvent<ThreadMessage>): void {
  const message = event.data;
  if ('band' in message) message.band.bitmap.close();
  else if (message.ok && 'bitmap' in message) message.bitmap.close();
}

function startThread(): Worker {
  return new Worker(new URL('./region-worker.ts', import.meta.url), { type: 'module' });
}

/** Threads waiting for their next owner (for tests and the leak bench). */
export function idleRegionThreads(): number {
  return idle.length;
}

/**
 * One worker that decodes regions of PNGs (region-worker.ts); its pending answers by request
 * id. Every decoded pixel is counted in `counter` from the moment it is asked for. The thread
 * comes from those a closed page left, when there is one.
 */
export class RegionWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, (answer: WorkerAnswer) => void>();
  /** Where the bands of `rows` decodes go, by request id. */
  private readonly bandSinks = new Map<number, (band: RowBand) => void>();
  /** Set when the thread failed: it is not kept for the next page. */
  private broken = false;
  /** Set by terminate: the thread may belong to another page from then on. */
  private closed = false;

  constructor(
    private readonly counter: PixelCounter,
    private readonly failure: FailureError,
  ) {
    this.worker = idle.pop() ?? startThread();
    this.worker.onmessage = (event: MessageEvent<ThreadMessage>) => {
      const answer = event.data;
      const sink = this.bandSinks.get(answer.id);
      if (isBand(answer)) {
        if (sink) sink(answer.band);
        else dropStray(event);
        // Taken (or freed): the decoder may send the next one.
        this.worker.postMessage({ type: 'band-taken', id: answer.id } satisfies WorkerRequest);
        return;
      }
      this.bandSinks.delete(answer.id);
      const settle = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (settle) settle(answer);
      else dropStray(event);
    };
    this.worker.onerror = () => {
      this.broken = true;
    };
  }

  private ask(
    blob: Blob,
    source: PixelRect,
    size: OutputSize,
    output: DecodeRequest['output'],
    signal?: AbortSignal,
    onBand?: (band: RowBand) => void,
  ): Promise<WorkerAnswer> {
    const id = nextId++;
    if (this.closed)
      return Promise.resolve({ id, ok: false, reason: 'cancelled', message: 'Closed' });
    return new Promise<WorkerAnswer>((settle) => {
      this.pending.set(id, settle);
      if (onBand) this.bandSinks.set(id, onBand);
      const { width, height } = size;
      const request: WorkerRequest = { type: 'decode', id, blob, source, width, height, output };
      this.worker.postMessage(request);
      signal?.addEventListener('abort', () => {
        this.worker.postMessage({ type: 'cancel', id } satisfies WorkerRequest);
      });
    });
  }

  private fail(answer: WorkerAnswer & { ok: false }): never {
    if (answer.reason === 'cancelled') throw cancelledError();
    throw this.failure(answer.message, answer.reason);
  }

  /**
   * Decodes `source` of the PNG at `size` as a bitmap; the counter holds its pixels until
   * the caller removes them (when it closes the bitmap).
   */
  async decode(blob: Blob, source: PixelRect, size: OutputSize, signal?: AbortSignal) {
    const pixels = size.width * size.height;
    // The worker's buffer and the bitmap made from it live at the same moment.
    this.counter.add(2 * pixels);
    const answer = await this.ask(blob, source, size, 'bitmap', signal);
    if (!answer.ok) {
      this.counter.remove(2 * pixels);
      this.fail(answer);
    }
    this.counter.remove(pixels);
    if (!('bitmap' in answer)) throw this.failure('No bitmap in the answer', 'corrupt');
    return answer.bitmap;
  }

  /**
   * Decodes `source` of the PNG at `size` as RGBA pixels (the worker's buffer, moved here);
   * the counter holds them until the caller removes them.
   */
  async decodePixels(blob: Blob, source: PixelRect, size: OutputSize, signal?: AbortSignal) {
    const pixels = size.width * size.height;
    this.counter.add(pixels);
    const answer = await this.ask(blob, source, size, 'pixels', signal);
    if (!answer.ok) {
      this.counter.remove(pixels);
      this.fail(answer);
    }
    if (!('pixels' in answer)) throw this.failure('No pixels in the answer', 'corrupt');
    return answer.pixels;
  }

  /**
   * Decodes `source` of the PNG at `size`, handing finished rows to `onBand` top to bottom
   * as they come (every band's bitmap is the caller's to close); settles after the last one.
   * The file is inflated on a thread of its own beside the decoder's (see region-worker.ts).
   * The counter holds the decoder's band, the bands on their way and the inflated rows
   * between the threads until then (row-bands.ts); the caller counts what it draws them into.
   */
  async decodeRows(
    blob: Blob,
    source: PixelRect,
    size: OutputSize,
    onBand: (band: RowBand) => void,
  ): Promise<void> {
    const pixels = rowsDecodePixels(size.width);
    this.counter.add(pixels);
    try {
      // Stopped by `terminate` (the page closed), as the overview it fills lives as long.
      const answer = await this.ask(blob, source, size, 'rows', undefined, onBand);
      if (!answer.ok) this.fail(answer);
      if (!('band' in answer)) throw this.failure('No rows in the answer', 'corrupt');
      onBand(answer.band);
    } finally {
      this.counter.remove(pixels);
    }
  }

  /**
   * The page's view shows output rows down to `rows` of the rows decode under way: they are
   * handed over as soon as they are finished rather than with the next band.
   */
  wantRows(rows: number): void {
    for (const id of this.bandSinks.keys())
      this.worker.postMessage({ type: 'rows-wanted', id, rows } satisfies WorkerRequest);
  }

  /**
   * Ends this owner's use of the thread: what it still waits for is cancelled (the thread
   * stops at its next row), and the thread is kept for the next page, or stopped when enough
   * are kept already or it failed.
   */
  terminate(): void {
    if (this.closed) return;
    this.closed = true;
    for (const [id, settle] of this.pending) {
      this.worker.postMessage({ type: 'cancel', id } satisfies WorkerRequest);
      settle({ id, ok: false, reason: 'cancelled', message: 'Closed' });
    }
    this.pending.clear();
    this.bandSinks.clear();
    this.worker.onmessage = dropStray;
    this.worker.onerror = null;
    if (this.broken || idle.length >= IDLE_THREADS) this.worker.terminate();
    else idle.push(this.worker);
  }
}
