import type { PngHeader, PngReadError } from './png-header';

/**
 * Inflated bytes gathered per message (about 70 rows of a 10,000 px RGB page). A message costs
 * about the same whatever its size: the inflating thread spent about 10 % of its time posting
 * at 512 KB, 5 % at 2 MB.
 */
export const BATCH_BYTES = 2 * 1024 * 1024;

/**
 * Most inflated bytes sent ahead of the rows the decoder has taken: four batches, so that
 * neither thread waits for the other. They are pixels too, and counted as such
 * ({@link INFLATE_AHEAD_PIXELS}).
 */
export const AHEAD_BYTES = 4 * BATCH_BYTES;

/**
 * The decoded pixels (4 bytes each) that inflated data on its way between the threads can
 * amount to: the bytes sent ahead and the batch being gathered.
 */
export const INFLATE_AHEAD_PIXELS = Math.ceil((AHEAD_BYTES + 2 * BATCH_BYTES) / 4);

/** One end of the channel between the decoder and its inflating thread (a worker, or a MessagePort). */
export interface InflatePort {
  postMessage(message: unknown, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** What the decoder asks of its inflating thread (inflate-worker.ts). */
export type InflateRequest =
  | { type: 'inflate'; id: number; blob: Blob }
  /** `bytes` of the read's data were taken: that much more may come. */
  | { type: 'taken'; id: number; bytes: number }
  | { type: 'stop'; id: number };

/** What the inflating thread sends back, in file order, for read `id`. */
export type InflateAnswer =
  | { id: number; type: 'header'; header: PngHeader }
  | { id: number; type: 'plte' | 'trns'; bytes: Uint8Array }
  | { id: number; type: 'data'; pieces: Uint8Array<ArrayBuffer>[]; bytes: number }
  | { id: number; type: 'end' }
  | { id: number; type: 'error'; reason: PngReadError['reason']; message: string };
