import type { PixelRect } from './box-resample';
import type { PngReadError } from './png-header';
import type { PixelCounter } from './pixel-counter';
import type { WorkerAnswer, WorkerRequest } from './region-worker';

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
 * One worker that decodes regions of PNGs (region-worker.ts); its pending answers by request
 * id. Every decoded pixel is counted in `counter` from the moment it is asked for.
 */
export class RegionWorker {
  private readonly worker = new Worker(new URL('./region-worker.ts', import.meta.url), {
    type: 'module',
  });
  private readonly pending = new Map<number, (answer: WorkerAnswer) => void>();
  private nextId = 1;

  constructor(
    private readonly counter: PixelCounter,
    private readonly failure: FailureError,
  ) {
    this.worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      const settle = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (settle) settle(answer);
      else if (answer.ok && 'bitmap' in answer) answer.bitmap.close();
    };
  }

  private ask(
    blob: Blob,
    source: PixelRect,
    size: OutputSize,
    output: 'bitmap' | 'pixels',
    signal?: AbortSignal,
  ): Promise<WorkerAnswer> {
    const id = this.nextId++;
    return new Promise<WorkerAnswer>((settle) => {
      this.pending.set(id, settle);
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

  terminate(): void {
    this.worker.terminate();
    for (const settle of this.pending.values())
      settle({ id: 0, ok: false, reason: 'cancelled', message: 'Closed' });
    this.pending.clear();
  }
}
