/**
 * The tile worker of a streamed page: once the first view is on screen it reads the PNG once
 * more and keeps it as compressed full-resolution tiles (tile-store.ts), and answers sharp
 * regions from them, even while it is still reading (a region waits for the bands it needs,
 * which come sooner than from a fresh pass). Its own thread, so the page decoder's stays free.
 */
import type { PixelRect } from '@/lib/png/box-resample';
import { PngReadError } from '@/lib/png/png-header';
import { decodePngRows } from '@/lib/png/png-stream';
import { TileStore } from './tile-store';

export type TileRequest =
  | { type: 'build'; blob: Blob }
  | { type: 'decode'; id: number; source: PixelRect; width: number; height: number }
  | { type: 'cancel'; id: number };

export type TileAnswer =
  | { type: 'built'; ok: boolean }
  /** Rows stored as tiles so far (sent after each band). */
  | { type: 'progress'; rows: number }
  | { type: 'region'; id: number; ok: true; bitmap: ImageBitmap }
  | { type: 'region'; id: number; ok: false; cancelled: boolean; message: string };

let store: TileStore | null = null;
let storeMade: () => void = () => undefined;
const made = new Promise<void>((resolve) => {
  storeMade = resolve;
});
const cancelled = new Set<number>();

async function build(blob: Blob): Promise<boolean> {
  try {
    await decodePngRows(
      blob.stream(),
      async (y, row) => {
        const stored = store?.addRow(y, row);
        if (!stored) return undefined;
        await stored;
        self.postMessage({ type: 'progress', rows: y + 1 } satisfies TileAnswer);
        return undefined;
      },
      (header) => {
        store = new TileStore(header);
        storeMade();
      },
    );
    return true;
  } catch (error) {
    store?.fail(error instanceof PngReadError ? error : new Error('The tiles were not made.'));
    storeMade();
    return false;
  }
}

async function region(request: Extract<TileRequest, { type: 'decode' }>): Promise<TileAnswer> {
  const { id, source, width, height } = request;
  try {
    await made;
    if (!store) throw new Error('The tiles were not made.');
    const pixels = await store.decode(source, width, height, () => cancelled.has(id));
    if (!pixels || cancelled.has(id))
      return { type: 'region', id, ok: false, cancelled: true, message: 'Cancelled' };
    const bitmap = await createImageBitmap(new ImageData(pixels, width, height));
    return { type: 'region', id, ok: true, bitmap };
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Failed';
    return { type: 'region', id, ok: false, cancelled: false, message };
  }
}

self.onmessage = (event: MessageEvent<TileRequest>) => {
  const request = event.data;
  if (request.type === 'cancel') cancelled.add(request.id);
  else if (request.type === 'build')
    void build(request.blob).then((ok) => self.postMessage({ type: 'built', ok }));
  else
    void region(request).then((answer) => {
      cancelled.delete(request.id);
      if (answer.type === 'region' && answer.ok)
        self.postMessage(answer, { transfer: [answer.bitmap] });
      else self.postMessage(answer);
    });
};
