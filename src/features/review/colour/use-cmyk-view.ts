import { useEffect, useState } from 'react';
import { isCmykJpeg, readJpegHeader } from '@/lib/jpeg/jpeg-header';
import { openCmykSource } from './cmyk-source';
import { cellFor, joinCmykViews, type CmykView } from './cmyk-views';

/** Long side of the separation raster: sharp at fit-to-screen, 16 MB of inks at most. */
export const VIEW_LONG_SIDE = 2048;

export type CmykViewState =
  { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; view: CmykView };

// One raster per original and page, built once however often the views are switched.
const built = new WeakMap<Uint8Array, Map<number, Promise<CmykView>>>();

/** One band of the raster from one worker. */
function buildBand(bytes: Uint8Array, page: number, from: number, to: number): Promise<CmykView> {
  return new Promise<CmykView>((resolve, reject) => {
    // Vite finds workers by these literal URLs: one worker file per reader.
    const worker = isCmykJpeg(bytes)
      ? new Worker(new URL('./cmyk-jpeg-view-worker.ts', import.meta.url), { type: 'module' })
      : new Worker(new URL('./cmyk-view-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ view?: CmykView; error?: string }>) => {
      worker.terminate();
      if (event.data.view) resolve(event.data.view);
      else reject(new Error(event.data.error ?? 'no view'));
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error('worker failed'));
    };
    // A copy: the original stays in the query cache for sampling.
    worker.postMessage({ bytes: bytes.slice(), page, maxLongSide: VIEW_LONG_SIDE, from, to });
  });
}

/**
 * Builds the raster in workers, one band of rows each (up to four, as the device has
 * cores): the page may be 10,000 px across, and decoding its inks is most of the work.
 */
export function buildInWorker(bytes: Uint8Array, page: number): Promise<CmykView> {
  const pages = built.get(bytes) ?? new Map<number, Promise<CmykView>>();
  built.set(bytes, pages);
  const known = pages.get(page);
  if (known) return known;
  const promise = (async () => {
    // A JPEG is decoded whole, so bands would each decode all of it: one worker takes it.
    const jpeg = isCmykJpeg(bytes);
    const source = jpeg ? readJpegHeader(bytes) : openCmykSource(bytes, page);
    if (!source) throw new Error('not a CMYK file');
    const cell = cellFor(source.width, source.height, VIEW_LONG_SIDE);
    const cells = Math.ceil(source.height / cell);
    const cores = jpeg ? 1 : navigator.hardwareConcurrency || 2;
    const count = Math.max(1, Math.min(4, cores, cells));
    const per = Math.ceil(cells / count);
    const bands = Array.from({ length: count }, (_, i) => i * per * cell)
      .filter((from) => from < source.height)
      .map((from) => buildBand(bytes, page, from, Math.min(source.height, from + per * cell)));
    return joinCmykViews(await Promise.all(bands));
  })();
  promise.catch(() => pages.delete(page));
  pages.set(page, promise);
  return promise;
}

/** The separation and coverage raster of a CMYK original, once first asked for. */
export function useCmykView(
  bytes: Uint8Array | null,
  page: number,
  enabled: boolean,
): CmykViewState {
  const [made, setMade] = useState<{
    bytes: Uint8Array;
    page: number;
    value: CmykViewState;
  } | null>(null);
  useEffect(() => {
    if (!enabled || !bytes) return;
    let active = true;
    buildInWorker(bytes, page).then(
      (view) => active && setMade({ bytes, page, value: { status: 'ready', view } }),
      () => active && setMade({ bytes, page, value: { status: 'error' } }),
    );
    return () => {
      active = false;
    };
  }, [bytes, page, enabled]);
  if (!enabled || !bytes) return { status: 'idle' };
  if (made?.bytes === bytes && made.page === page) return made.value;
  return { status: 'loading' };
}
