/**
 * The page decoder's worker: streams a PNG (from the Blob the page already holds) and answers
 * one region of it, shrunk to the size asked, as an ImageBitmap or as RGBA pixels. Rows above
 * the region are inflated and unfiltered but never kept; reading stops below it. Requests run
 * one at a time; a cancelled one stops at its next row.
 */
import type { PixelRect } from './box-resample';
import { PngReadError } from './png-header';
import { decodePngRegion } from './region-decode';

export interface DecodeRequest {
  type: 'decode';
  id: number;
  blob: Blob;
  source: PixelRect;
  width: number;
  height: number;
  /** A bitmap to draw, or the pixels themselves (their buffer is transferred, not copied). */
  output: 'bitmap' | 'pixels';
}

export type WorkerRequest = DecodeRequest | { type: 'cancel'; id: number };

export type WorkerAnswer =
  | { id: number; ok: true; bitmap: ImageBitmap }
  | { id: number; ok: true; pixels: Uint8ClampedArray<ArrayBuffer> }
  | { id: number; ok: false; reason: PngReadError['reason'] | 'cancelled'; message: string };

const cancelled = new Set<number>();
let queue: Promise<void> = Promise.resolve();

async function decode(request: DecodeRequest): Promise<WorkerAnswer> {
  const { id, blob, source, width, height } = request;
  if (cancelled.has(id)) return { id, ok: false, reason: 'cancelled', message: 'Cancelled' };
  try {
    const pixels = await decodePngRegion(blob.stream(), source, width, height, () =>
      cancelled.has(id),
    );
    if (!pixels) return { id, ok: false, reason: 'cancelled', message: 'Cancelled' };
    if (request.output === 'pixels') return { id, ok: true, pixels };
    const bitmap = await createImageBitmap(new ImageData(pixels, width, height));
    return { id, ok: true, bitmap };
  } catch (error) {
    const reason = error instanceof PngReadError ? error.reason : 'corrupt';
    return { id, ok: false, reason, message: error instanceof Error ? error.message : 'Failed' };
  }
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'cancel') {
    cancelled.add(request.id);
    return;
  }
  queue = queue.then(async () => {
    const answer = await decode(request);
    cancelled.delete(request.id);
    if (!answer.ok) self.postMessage(answer);
    else if ('bitmap' in answer) self.postMessage(answer, { transfer: [answer.bitmap] });
    else self.postMessage(answer, { transfer: [answer.pixels.buffer] });
  });
};
