/**
 * The page decoder's worker: streams a PNG (from the Blob the page already holds) and answers
 * one region of it, shrunk to the size asked, as an ImageBitmap, as RGBA pixels, or in bands
 * of finished rows while it decodes (a page that fills in from the top; its file is inflated
 * on a thread of its own beside this one, inflate-thread.ts). Rows above the region
 * are inflated and unfiltered but never kept; reading stops below it. Requests run one at a
 * time; a cancelled one stops at its next row.
 */
import type { PixelRect } from './box-resample';
import { PngReadError } from './png-header';
import { inflateInThread } from './inflate-thread';
import { decodePngRegion } from './region-decode';

export interface DecodeRequest {
  type: 'decode';
  id: number;
  blob: Blob;
  source: PixelRect;
  width: number;
  height: number;
  /**
   * A bitmap to draw, the pixels themselves (their buffer is transferred, not copied), or
   * `rows`: bands of finished rows while decoding, every {@link BAND_MS} or so, then the last.
   */
  output: 'bitmap' | 'pixels' | 'rows';
}

/** Output rows `y` to `y + height`: a band of a `rows` decode. */
export interface RowBand {
  y: number;
  height: number;
  bitmap: ImageBitmap;
}

/** Time between bands of a `rows` decode: the page fills in as a browser shows a loading image. */
export const BAND_MS = 25;

export type WorkerRequest = DecodeRequest | { type: 'cancel'; id: number };

/** A band of a `rows` decode still running. */
export interface BandMessage {
  id: number;
  band: RowBand;
}

export type WorkerAnswer =
  | { id: number; ok: true; bitmap: ImageBitmap }
  | { id: number; ok: true; pixels: Uint8ClampedArray<ArrayBuffer> }
  /** The last band of a `rows` decode (the ones before came as `{ id, band }`). */
  | { id: number; ok: true; band: RowBand }
  | { id: number; ok: false; reason: PngReadError['reason'] | 'cancelled'; message: string };

const cancelled = new Set<number>();
let queue: Promise<void> = Promise.resolve();

async function decode(request: DecodeRequest): Promise<WorkerAnswer> {
  const { id, blob, source, width, height } = request;
  if (cancelled.has(id)) return { id, ok: false, reason: 'cancelled', message: 'Cancelled' };
  let sent = 0;
  let sentAt = performance.now();
  // A bitmap, not pixels: the page draws it as it is (an immutable image is never copied
  // to be drawn, and scales without converting first).
  const band = async (pixels: Uint8ClampedArray<ArrayBuffer>, rows: number): Promise<RowBand> => {
    const part = pixels.subarray(sent * width * 4, rows * width * 4);
    const y = sent;
    sent = rows;
    sentAt = performance.now();
    const bitmap = await createImageBitmap(new ImageData(part, width, rows - y));
    return { y, height: rows - y, bitmap };
  };
  // Synchronous between bands: a promise per row would cost a wait per row.
  const onRows =
    request.output === 'rows'
      ? (rows: number, pixels: Uint8ClampedArray<ArrayBuffer>) => {
          if (rows >= height || performance.now() - sentAt < BAND_MS) return undefined;
          return band(pixels, rows).then((made) => {
            const message: BandMessage = { id, band: made };
            self.postMessage(message, { transfer: [made.bitmap] });
          });
        }
      : undefined;
  try {
    const pixels = await decodePngRegion(
      // The first view of a page is all it is doing: both cores work on it. The file is read
      // and inflated on a thread of its own while this one unfilters and shrinks the rows.
      (request.output === 'rows' ? inflateInThread(blob) : null) ?? blob.stream(),
      source,
      width,
      height,
      () => cancelled.has(id),
      onRows,
    );
    if (!pixels) return { id, ok: false, reason: 'cancelled', message: 'Cancelled' };
    if (request.output === 'rows') return { id, ok: true, band: await band(pixels, height) };
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
    else if ('band' in answer) self.postMessage(answer, { transfer: [answer.band.bitmap] });
    else self.postMessage(answer, { transfer: [answer.pixels.buffer] });
  });
};
