import { useEffect, useState } from 'react';
import { isCmykJpeg, readJpegHeader } from '@/lib/jpeg/jpeg-header';
import { openCmykSource } from '@/lib/cmyk/cmyk-source';
import { decodeInkView, INK_VIEW_LONG_SIDE } from '@/lib/cmyk/ink-view-file';
import { cellFor, joinCmykViews, type CmykView } from './cmyk-views';

/** Long side of the separation raster: sharp at fit-to-screen, 16 MB of inks at most. */
export const VIEW_LONG_SIDE = INK_VIEW_LONG_SIDE;

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
    // A copy, handed over rather than cloned again: the original stays in the query cache.
    const copy = bytes.slice();
    worker.postMessage({ bytes: copy, page, maxLongSide: VIEW_LONG_SIDE, from, to }, [copy.buffer]);
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

/** The ink view URL of a zero-based page, from the version's (page 0's) inkViewUrl. */
export function inkViewUrlOf(inkViewUrl: string, page: number): string {
  return inkViewUrl.replace(/inks-\d+$/, `inks-${String(page)}`);
}

// Views read from the server's ink view, per original and page (as `built` for the others).
const fetched = new WeakMap<Uint8Array, Map<number, Promise<CmykView>>>();

/**
 * The server's ink view of the page (made when the original was processed, every pixel read):
 * the first view costs a small download instead of inflating and reading the whole original
 * (about 0.6 times the review tool's first sharp view of a 10,000 px page on 2 cores, against
 * 1.0 to 1.1 from the original: inspect-views benchmark). Checked against the original it
 * stands for; rejects when missing or not that page's.
 */
async function fetchInkView(bytes: Uint8Array, page: number, url: string): Promise<CmykView> {
  const source = openCmykSource(bytes, page);
  if (!source) throw new Error('not a CMYK file');
  const response = await fetch(inkViewUrlOf(url, page));
  if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
  const file = await decodeInkView(new Uint8Array(await response.arrayBuffer()));
  if (file.page.width !== source.width || file.page.height !== source.height)
    throw new Error('the ink view is of another page');
  return file.view;
}

/**
 * The separations and coverage raster of a page: the server's ink view when it offers one,
 * else (or when it fails) built from the original in workers.
 */
export function loadCmykView(
  bytes: Uint8Array,
  page: number,
  inkViewUrl: string | null | undefined,
): Promise<CmykView> {
  if (!inkViewUrl) return buildInWorker(bytes, page);
  const pages = fetched.get(bytes) ?? new Map<number, Promise<CmykView>>();
  fetched.set(bytes, pages);
  const known = pages.get(page);
  if (known) return known;
  const promise = fetchInkView(bytes, page, inkViewUrl).catch(() => buildInWorker(bytes, page));
  promise.catch(() => pages.delete(page));
  pages.set(page, promise);
  return promise;
}

/** The separation and coverage raster of a CMYK original, once first asked for. */
export function useCmykView(
  bytes: Uint8Array | null,
  page: number,
  enabled: boolean,
  inkViewUrl?: string | null,
): CmykViewState {
  const [made, setMade] = useState<{
    bytes: Uint8Array;
    page: number;
    value: CmykViewState;
  } | null>(null);
  useEffect(() => {
    if (!enabled || !bytes) return;
    let active = true;
    loadCmykView(bytes, page, inkViewUrl).then(
      (view) => active && setMade({ bytes, page, value: { status: 'ready', view } }),
      () => active && setMade({ bytes, page, value: { status: 'error' } }),
    );
    return () => {
      active = false;
    };
  }, [bytes, page, enabled, inkViewUrl]);
  if (!enabled || !bytes) return { status: 'idle' };
  if (made?.bytes === bytes && made.page === page) return made.value;
  return { status: 'loading' };
}
