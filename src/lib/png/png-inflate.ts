import { readChunks } from './png-chunks';
import { PngReadError, unsupportedReason, type PngHeader } from './png-header';

/** The chunks of a PNG besides its image data, told in file order before the data they precede. */
export interface PngChunkMeta {
  header(header: PngHeader): void;
  plte(data: Uint8Array): void;
  trns(data: Uint8Array): void;
}

/** A PNG's image data, inflated, read in order. */
export interface InflatedData {
  /**
   * The next pieces of inflated data (one or more), or null after the last. Throws a
   * {@link PngReadError} for a damaged, truncated, unsupported or non-PNG file.
   */
  next(): Promise<Uint8Array[] | null>;
  /** No more data is wanted: reading the file ends. */
  stop(): Promise<void>;
}

/** Starts reading a PNG: its chunks go to `meta`, its image data comes inflated. */
export type Inflater = (meta: PngChunkMeta) => InflatedData;

const damaged = () => new PngReadError('The PNG image data is damaged.', 'corrupt');

/**
 * Inflates a PNG byte stream on this thread: chunks are parsed as the bytes arrive and IDAT
 * goes through the browser's own inflater (DecompressionStream). A header this decoder cannot
 * stream fails the read as `unsupported`.
 */
export function inflateHere(source: ReadableStream<Uint8Array<ArrayBuffer>>): Inflater {
  return (meta) => {
    const inflate = new DecompressionStream('deflate');
    const writer = inflate.writable.getWriter();
    const reader = inflate.readable.getReader();
    let stopped = false;
    const fed = readChunks(source, {
      header(found) {
        const reason = unsupportedReason(found);
        if (reason) throw new PngReadError(reason, 'unsupported');
        meta.header(found);
      },
      plte: (data) => meta.plte(data),
      trns: (data) => meta.trns(data),
      idat: (data) => writer.write(data),
      stopped: () => stopped,
    }).then(
      () => writer.close(),
      async (error: unknown) => {
        await writer.abort(error).catch(() => undefined);
        throw error;
      },
    );
    // The feeding side's failure is the one to report; the inflater's own follows from it.
    const feedFailure = fed.then(
      () => null,
      (error: unknown) => (error instanceof PngReadError ? error : damaged()),
    );
    return {
      async next() {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch {
          throw (await feedFailure) ?? damaged();
        }
        if (!chunk.done) return [chunk.value];
        const failure = await feedFailure;
        if (failure) throw failure;
        return null;
      },
      async stop() {
        stopped = true;
        await reader.cancel().catch(() => undefined);
        await fed.catch(() => undefined);
      },
    };
  };
}
