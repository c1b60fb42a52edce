import type { PixelRect } from '@/lib/png/box-resample';
import type { Size } from '../model/geometry';
import { decodedPixels } from './decoded-pixels';
import { bandPixels } from './tile-store';
import type { TileAnswer, TileRequest } from './tile-worker';

/**
 * Decoded pixels the tile pass holds at most: the band being filled and its tiles' copies
 * waiting for the compressor.
 */
export function tilePassPixels(width: number): number {
  return 2 * bandPixels(width);
}

/** The main thread's side of tile-worker.ts: starts the tile pass and asks for regions. */
export class TileClient {
  private readonly worker = new Worker(new URL('./tile-worker.ts', import.meta.url), {
    type: 'module',
  });
  private readonly pending = new Map<number, (answer: TileAnswer) => void>();
  private nextId = 1;
  private held: number;
  /** False once the pass failed: regions then come from a fresh pass again. */
  usable = true;
  /** Rows already stored as tiles: a region below them is streamed afresh, which is sooner. */
  rowsDone = 0;

  constructor(blob: Blob, width: number) {
    this.held = tilePassPixels(width);
    decodedPixels.add(this.held);
    this.worker.onmessage = (event: MessageEvent<TileAnswer>) => {
      const answer = event.data;
      if (answer.type === 'progress') {
        this.rowsDone = answer.rows;
        return;
      }
      if (answer.type === 'built') {
        this.release();
        this.usable = answer.ok;
        return;
      }
      const settle = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (settle) settle(answer);
      else if (answer.ok) answer.bitmap.close();
    };
    this.post({ type: 'build', blob });
  }

  private post(request: TileRequest): void {
    this.worker.postMessage(request);
  }

  private release(): void {
    decodedPixels.remove(this.held);
    this.held = 0;
  }

  /** Whether `source` can come from the tiles now (all its rows are stored). */
  has(source: PixelRect): boolean {
    return this.usable && this.rowsDone >= source.y + source.height;
  }

  /** `source` of the page at `size`; counted as the region worker's are (buffer + bitmap). */
  async decode(source: PixelRect, size: Size, signal?: AbortSignal): Promise<ImageBitmap> {
    const id = this.nextId++;
    const pixels = size.width * size.height;
    decodedPixels.add(2 * pixels);
    const answer = await new Promise<TileAnswer>((settle) => {
      this.pending.set(id, settle);
      this.post({ type: 'decode', id, source, width: size.width, height: size.height });
      signal?.addEventListener('abort', () => this.post({ type: 'cancel', id }));
    });
    if (answer.type !== 'region' || !answer.ok) {
      decodedPixels.remove(2 * pixels);
      if (answer.type === 'region' && answer.cancelled)
        throw new DOMException('The region is no longer needed', 'AbortError');
      throw new Error(answer.type === 'region' ? answer.message : 'No region');
    }
    decodedPixels.remove(pixels);
    return answer.bitmap;
  }

  terminate(): void {
    this.worker.terminate();
    this.release();
    for (const settle of this.pending.values())
      settle({ type: 'region', id: 0, ok: false, cancelled: true, message: 'Closed' });
    this.pending.clear();
  }
}
