/**
 * The inflating half of a page decoder, served over a message port (inflate-worker.ts runs
 * it on its own thread): reads a PNG from its Blob and sends the chunks and the inflated image
 * data back in batches, at most `ahead` bytes beyond what the decoder has taken. Each read is
 * told apart by its id; a stopped one ends at its next piece.
 */
import {
  AHEAD_BYTES,
  BATCH_BYTES,
  type InflateAnswer,
  type InflatePort,
  type InflateRequest,
} from './inflate-protocol';
import { PngReadError } from './png-header';
import { inflateHere } from './png-inflate';

/** Pieces as sent: each buffer moved when the piece is all of it, copied otherwise. */
function movable(pieces: Uint8Array[]) {
  const buffers: ArrayBuffer[] = [];
  const moved = pieces.map((piece) => {
    const own =
      piece.buffer instanceof ArrayBuffer &&
      piece.byteOffset === 0 &&
      piece.byteLength === piece.buffer.byteLength &&
      !buffers.includes(piece.buffer);
    const sent = own ? (piece as Uint8Array<ArrayBuffer>) : piece.slice();
    buffers.push(sent.buffer);
    return sent;
  });
  return { pieces: moved, buffers };
}

/** Answers reads on `port`; tells how many are still running (for tests). */
export function serveInflation(
  port: InflatePort,
  ahead = AHEAD_BYTES,
  batchBytes = BATCH_BYTES,
): { running(): number } {
  const stopped = new Set<number>();
  /** Bytes sent and not yet taken, per running read. */
  const unread = new Map<number, number>();
  const waiting = new Map<number, { bytes: number; wake: () => void }>();
  const post = (answer: InflateAnswer, transfer: Transferable[] = []) =>
    port.postMessage(answer, transfer);
  // A batch bigger than the bound alone still goes once all before it is taken.
  const fits = (id: number, bytes: number) => {
    const waits = unread.get(id) ?? 0;
    return waits === 0 || waits + bytes <= ahead || stopped.has(id);
  };
  const room = (id: number, bytes: number) =>
    fits(id, bytes) ? undefined : new Promise<void>((wake) => waiting.set(id, { bytes, wake }));

  async function inflate(id: number, blob: Blob): Promise<void> {
    unread.set(id, 0);
    const data = inflateHere(blob.stream())({
      header: (header) => post({ id, type: 'header', header }),
      plte: (bytes) => post({ id, type: 'plte', bytes: bytes.slice() }),
      trns: (bytes) => post({ id, type: 'trns', bytes: bytes.slice() }),
    });
    let batch: Uint8Array[] = [];
    let size = 0;
    const send = async () => {
      await room(id, size);
      const { pieces, buffers } = movable(batch);
      unread.set(id, (unread.get(id) ?? 0) + size);
      post({ id, type: 'data', pieces, bytes: size }, buffers);
      batch = [];
      size = 0;
    };
    try {
      for (;;) {
        if (stopped.has(id)) return await data.stop();
        const pieces = await data.next();
        if (!pieces) break;
        for (const piece of pieces) {
          batch.push(piece);
          size += piece.length;
        }
        if (size >= batchBytes) await send();
      }
      if (size > 0) await send();
      post({ id, type: 'end' });
    } catch (error) {
      const reason = error instanceof PngReadError ? error.reason : 'corrupt';
      const message = error instanceof Error ? error.message : 'The PNG cannot be read.';
      post({ id, type: 'error', reason, message });
    } finally {
      stopped.delete(id);
      unread.delete(id);
      waiting.delete(id);
    }
  }

  port.onmessage = (event: MessageEvent<InflateRequest>) => {
    const request = event.data;
    if (request.type === 'inflate') {
      void inflate(request.id, request.blob);
      return;
    }
    // A read that has ended is not told of any more.
    if (!unread.has(request.id)) return;
    if (request.type === 'stop') stopped.add(request.id);
    else unread.set(request.id, (unread.get(request.id) ?? 0) - request.bytes);
    const waiter = waiting.get(request.id);
    if (waiter && fits(request.id, waiter.bytes)) {
      waiting.delete(request.id);
      waiter.wake();
    }
  };
  return { running: () => unread.size };
}
