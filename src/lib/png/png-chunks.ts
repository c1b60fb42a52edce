import { PngReadError, readPngHeader, type PngHeader } from './png-header';

export interface ChunkHandlers {
  header(header: PngHeader): void;
  plte(data: Uint8Array): void;
  trns(data: Uint8Array): void;
  /** IDAT bytes in file order; the promise is the inflater's backpressure. */
  idat(data: Uint8Array<ArrayBuffer>): Promise<void>;
  /** True once the rows are no longer wanted: reading ends early. */
  stopped(): boolean;
}

const SIGNATURE_AND_IHDR = 8 + 8 + 13 + 4;

/**
 * Most IDAT bytes handed to the inflater at once. It inflates all it is given before the
 * rows are read (a 4 MB piece of a flat page is 150 MB of rows, queued), so small pieces
 * keep its output small, in cache when the rows are read, and the rows coming steadily.
 */
export const INFLATE_PIECE = 16 * 1024;

/**
 * Reads a PNG's chunks from a byte stream as they arrive, handing IDAT data on without
 * gathering it (a page may be hundreds of megabytes). CRCs are not checked: the inflater's
 * own checksum (Adler-32 over the image data) catches damage to the pixels.
 */
export async function readChunks(
  source: ReadableStream<Uint8Array<ArrayBuffer>>,
  on: ChunkHandlers,
): Promise<void> {
  const reader = source.getReader();
  let buffer: Uint8Array<ArrayBuffer> = new Uint8Array(0);
  let ended = false;
  /** Makes `count` bytes available at the front of `buffer`; false at the end of the file. */
  const need = async (count: number): Promise<boolean> => {
    while (buffer.length < count && !ended) {
      const next = await reader.read();
      if (next.done) ended = true;
      else buffer = buffer.length ? concat(buffer, next.value) : next.value;
    }
    return buffer.length >= count;
  };
  try {
    if (!(await need(SIGNATURE_AND_IHDR)) && buffer.length < 8)
      throw new PngReadError('The file is not a PNG image.', 'not-png');
    const header = readPngHeader(buffer);
    if (!header) throw new PngReadError('The file is not a PNG image.', 'not-png');
    on.header(header);
    buffer = buffer.subarray(SIGNATURE_AND_IHDR);
    for (;;) {
      if (on.stopped()) return;
      if (!(await need(8)))
        throw new PngReadError('The PNG ends before its last chunk.', 'truncated');
      const length =
        (((buffer[0] ?? 0) << 24) |
          ((buffer[1] ?? 0) << 16) |
          ((buffer[2] ?? 0) << 8) |
          (buffer[3] ?? 0)) >>>
        0;
      const type = String.fromCharCode(
        buffer[4] ?? 0,
        buffer[5] ?? 0,
        buffer[6] ?? 0,
        buffer[7] ?? 0,
      );
      buffer = buffer.subarray(8);
      if (type === 'IEND') return;
      if (type === 'IDAT') {
        // Streamed through piece by piece as it arrives.
        let left = length;
        while (left > 0) {
          if (on.stopped()) return;
          if (!(await need(1)))
            throw new PngReadError('The PNG ends inside its image data.', 'truncated');
          const piece = buffer.subarray(0, Math.min(left, buffer.length, INFLATE_PIECE));
          buffer = buffer.subarray(piece.length);
          left -= piece.length;
          await on.idat(piece);
        }
      } else {
        if (length > 64 * 1024 * 1024)
          throw new PngReadError('A PNG chunk is too long.', 'corrupt');
        if (!(await need(length)))
          throw new PngReadError('The PNG ends inside a chunk.', 'truncated');
        if (type === 'PLTE') on.plte(buffer.slice(0, length));
        if (type === 'tRNS') on.trns(buffer.slice(0, length));
        buffer = buffer.subarray(length);
      }
      if (!(await need(4))) throw new PngReadError('The PNG ends before a checksum.', 'truncated');
      buffer = buffer.subarray(4);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}
