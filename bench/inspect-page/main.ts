/**
 * Separation and coverage views against the review tool's own first sharp view of the same
 * page, in one built page (bench/inspect-views.ts drives `window.inspectBench`).
 */
import { pageImagesFromBlob } from '@/features/review/canvas/page-images';
import { renderCoverage, renderPlates } from '@/features/review/colour/cmyk-views';
import { buildInWorker, loadCmykView } from '@/features/review/colour/use-cmyk-view';
import { mountOurs } from '../review-pages/ours';

const nextFrame = () =>
  new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

function freshContainer(): HTMLDivElement {
  document.body.replaceChildren();
  const div = document.createElement('div');
  div.className = 'stage';
  document.body.append(div);
  return div;
}

/** FNV-1a of the raster's inks and coverage: the two ways of making it must agree exactly. */
function digestOf(inks: Uint8Array, coverage: Uint16Array): number {
  let hash = 0x811c9dc5;
  for (const value of inks) hash = Math.imul(hash ^ value, 0x01000193);
  for (const value of coverage) hash = Math.imul(hash ^ value, 0x01000193);
  return hash >>> 0;
}

const api = {
  /** The review tool: page PNG in memory to its first sharp view at fit to width, in ms. */
  async reviewFirstSharp(url: string): Promise<{ ms: number }> {
    const blob = await (await fetch(url)).blob();
    await settle();
    const container = freshContainer();
    const ours = mountOurs(container, null, [], 'width');
    await nextFrame();
    const t0 = performance.now();
    const needed = Math.max(window.innerWidth, window.innerHeight) * (window.devicePixelRatio || 1);
    const images = await pageImagesFromBlob(blob, needed);
    ours.setImages(images);
    await ours.drawn;
    const ms = performance.now() - t0;
    await images.ready;
    ours.destroy();
    images.dispose();
    return { ms };
  },

  /**
   * The original CMYK TIFF in memory to the separation (or coverage) view drawn at fit to
   * width, as the colour tool makes it: the server's ink view fetched and decoded (`inkUrl`;
   * its download is timed), or without one the raster built from the original in workers;
   * then plates or marks drawn.
   */
  async inspectView(
    url: string,
    view: 'separations' | 'coverage',
    inkUrl: string | null,
  ): Promise<{
    ms: number;
    buildMs: number;
    maxCoverage: number;
    raster: string;
    digest: number;
  }> {
    // A fresh copy each run: the tool caches one raster per original.
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    await settle();
    const container = freshContainer();
    const canvas = document.createElement('canvas');
    canvas.width = 1280;
    canvas.height = 720;
    container.append(canvas);
    await nextFrame();
    const t0 = performance.now();
    const cmyk = inkUrl ? await loadCmykView(bytes, 0, inkUrl) : await buildInWorker(bytes, 0);
    const buildMs = performance.now() - t0;
    const pixels =
      view === 'separations'
        ? renderPlates(cmyk, { plates: { c: true, m: true, y: true, k: true }, mode: 'ink' })
        : renderCoverage(cmyk, 300);
    const raster = document.createElement('canvas');
    raster.width = cmyk.width;
    raster.height = cmyk.height;
    raster
      .getContext('2d')
      ?.putImageData(new ImageData(new Uint8ClampedArray(pixels), cmyk.width, cmyk.height), 0, 0);
    canvas.getContext('2d')?.drawImage(raster, 24, 24, 1232, (1232 * cmyk.height) / cmyk.width);
    await nextFrame();
    const ms = performance.now() - t0;
    return {
      ms,
      buildMs,
      maxCoverage: cmyk.maxCoverage,
      raster: `${cmyk.width}x${cmyk.height}`,
      digest: digestOf(cmyk.inks, cmyk.coverage),
    };
  },
};

declare global {
  interface Window {
    inspectBench?: typeof api;
  }
}

window.inspectBench = api;
