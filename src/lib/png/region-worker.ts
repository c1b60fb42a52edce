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
import { InflateThreadError, inflateInThread } from './inflate-thread';
import type { Inflater } from './png-inflate';
import { decodePngRegion, type FinishedRows } from './region-decode';
import { BandSender, bandRows, type RowBand } from './row-bands';

export interface DecodeRequest {
  type: 'decode';
  id: number;
  blob: Blob;
  source: PixelRect;
  width: number;
  height: number;
  /**
   * A bitmap to draw, the pixels themselves (their buffer is transferred, not copied), or
   * `rows`: bands of finished rows while decoding (row-bands.ts), then the last.
   */
  output: 'bitmap' | 'pixels' | 'rows';
}

export type WorkerRequest =
  | DecodeRequest
  | { type: 'cancel'; id: number }
  /** The page took a band of decode `id`. */
  | { type: 'band-taken'; id: number }
  /** The page's view shows output rows down to `rows` of decode `id`: send them when in. */
  | { type: 'rows-wanted'; id: number; rows: number };

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
/** The band senders of `rows` decodes, by id: the page's word that it took a band goes there. */
const senders = new Map<number, BandSender>();
let queue: Promise<void> = Promise.resolve();

async function decode(request: DecodeRequest): Promise<WorkerAnswer> {
  const { id, blob, source, width, height } = request;
  if (cancelled.has(id)) return { id, ok: false, reason: 'cancelled', message: 'Cancelled' };
  const fillsIn = request.output === 'rows';
  const bands = fillsIn ? new BandSender(width, (band) => postBand(id, band)) : null;
  if (bands) senders.set(id, bands);
  // Where the last rows are, once the decode has finished them (the last band is the answer).
  const end: { rows: FinishedRows | null } = { rows: null };
  // Synchronous between bands: a promise per row would cost a wait per row.
  const onRows = bands
    ? (rows: number, finished: FinishedRows) => {
        if (rows < height) return bands.finished(finished);
        end.rows = finished;
        return undefined;
      }
    : undefined;
  const read = (inflater: Inflater | null) =>
    decodePngRegion(
      inflater ?? blob.stream(),
      source,
      width,
      height,
      () => cancelled.has(id),
      onRows,
      fillsIn ? bandRows(width) : height,
    );
  try {
    // The first view of a page is all it is doing: both cores work on it. The file is read
    // and inflated on a thread of its own while this one unfilters and shrinks the rows.
    const pixels = await read(fillsIn ? inflateInThread(blob) : null).catch((error: unknown) => {
      // That thread stopped, not the file: read it again here, from the top.
      if (error instanceof InflateThreadError) return read(null);
      throw error;
    });
    if (!pixels) return { id, ok: false, reason: 'cancelled', message: 'Cancelled' };
    if (bands) {
      if (!end.rows) throw new PngReadError('The last rows never came.', 'corrupt');
      return { id, ok: true, band: await bands.last(end.rows) };
    }
    if (request.output === 'pixels') return { id, ok: true, pixels };
    const bitmap = await createImageBitmap(new ImageData(pixels, width, height));
    return { id, ok: true, bitmap };
  } catch (error) {
    const reason = error instanceof PngReadError ? error.reason : 'corrupt';
    return { id, ok: false, reason, message: error instanceof Error ? error.message : 'Failed' };
  } finally {
    senders.delete(id);
  }
}

function postBand(id: number, band: RowBand): void {
  const message: BandMessage = { id, band };
  self.postMessage(message, { transfer: [band.bitmap] });
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'cancel') {
    cancelled.add(request.id);
    senders.get(request.id)?.stop();
    return;
  }
  if (request.type === 'band-taken') {
    senders.get(request.id)?.taken();
    return;
  }
  if (request.type === 'rows-wanted') {
    senders.get(request.id)?.want(request.rows);
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
