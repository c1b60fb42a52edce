/**
 * The review canvas benchmarks in the browser: our canvas stack against a bare Konva stage,
 * measured in the same page and the same build, interleaved. The Node driver
 * (bench/review-canvas.ts) calls `window.reviewBench`.
 */
import { decodedPixels } from '@/features/review/canvas/decoded-pixels';
import { pageImagesFromBlob } from '@/features/review/canvas/page-images';
import { centreAt } from '@/features/review/model/viewport';
import { mountBare } from './bare-konva';
import { imagesFromOverview, mountOurs } from './ours';
import { canvasWatch } from './watch';
import { makeOverview, makeShapes, PAGE } from './scene-data';

const nextFrame = () =>
  new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function freshContainer(): HTMLDivElement {
  document.body.replaceChildren();
  const div = document.createElement('div');
  div.className = 'stage';
  document.body.append(div);
  return div;
}

let overview: ImageBitmap | null = null;
async function getOverview(): Promise<ImageBitmap> {
  overview ??= await makeOverview();
  return overview;
}

/** One frame change per frame: pan, then zoom in, then zoom out, around the middle. */
function step(i: number, frames: number): { dx: number; dy: number; zoom: number } {
  const third = Math.floor(frames / 3);
  if (i < third) return { dx: 6, dy: 4, zoom: 1 };
  if (i < 2 * third) return { dx: 0, dy: 0, zoom: 1.015 };
  return { dx: 0, dy: 0, zoom: 1 / 1.015 };
}

async function frameTimes(apply: (i: number) => void, frames: number): Promise<number[]> {
  const times: number[] = [];
  let last = await nextFrame();
  for (let i = 0; i < frames; i++) {
    apply(i);
    const now = await nextFrame();
    times.push(now - last);
    last = now;
  }
  return times;
}

const api = {
  /** Mount and first draw of `count` annotations on a 6000 x 6000 page, in ms. */
  async mount(
    kind: 'ours' | 'bare',
    count: number,
  ): Promise<{ ms: number; maxCanvasPixels: number }> {
    const bitmap = await getOverview();
    const shapes = makeShapes(count);
    const container = freshContainer();
    await nextFrame();
    canvasWatch.reset();
    const t0 = performance.now();
    if (kind === 'ours') {
      const ours = mountOurs(container, imagesFromOverview(bitmap, PAGE), shapes);
      await ours.drawn;
      const ms = performance.now() - t0;
      ours.destroy();
      return { ms, maxCanvasPixels: canvasWatch.max() };
    }
    const bare = mountBare(container, bitmap, shapes, false);
    await nextFrame();
    const ms = performance.now() - t0;
    bare.destroy();
    return { ms, maxCanvasPixels: canvasWatch.max() };
  },

  /** Median frame time (ms) while panning and zooming with `count` annotations. */
  async panZoom(
    kind: 'ours' | 'bare',
    count: number,
    frames: number,
  ): Promise<{ medianMs: number }> {
    const bitmap = await getOverview();
    const shapes = makeShapes(count);
    const container = freshContainer();
    if (kind === 'ours') {
      const ours = mountOurs(container, imagesFromOverview(bitmap, PAGE), shapes);
      await ours.drawn;
      const { editor } = ours;
      const centre = { x: 640, y: 360 };
      const times = await frameTimes((i) => {
        const s = step(i, frames);
        if (s.zoom === 1) editor.panBy(s.dx, s.dy);
        else editor.zoomBy(s.zoom, centre);
      }, frames);
      ours.destroy();
      return { medianMs: median(times) };
    }
    const bare = mountBare(container, bitmap, shapes, true);
    await nextFrame();
    const { stage } = bare;
    const times = await frameTimes((i) => {
      const s = step(i, frames);
      if (s.zoom === 1) stage.position({ x: stage.x() + s.dx, y: stage.y() + s.dy });
      else {
        const old = stage.scaleX();
        const next = old * s.zoom;
        const page = { x: (640 - stage.x()) / old, y: (360 - stage.y()) / old };
        stage.scale({ x: next, y: next });
        stage.position({ x: 640 - page.x * next, y: 360 - page.y * next });
      }
      stage.batchDraw();
    }, frames);
    bare.destroy();
    return { medianMs: median(times) };
  },

  /**
   * Time to the first sharp view of a big PNG page (fetched once, kept as a Blob) at fit to
   * width. Ours as the workspace does it: its canvas is on screen while the page downloads,
   * and the page goes in once its first rows are decoded. The bare baseline is one
   * createImageBitmap and one drawImage of the page's width across the same 1,280 px.
   */
  async firstSharp(
    kind: 'ours' | 'bare',
    url: string,
  ): Promise<{ ms: number; decodeMs: number; maxCanvasPixels: number; maxDecodedPixels: number }> {
    const blob = await (await fetch(url)).blob();
    // Let the decoder threads and memory of the previous run settle first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const container = freshContainer();
    const ours = kind === 'ours' ? mountOurs(container, null, [], 'width') : null;
    await nextFrame();
    canvasWatch.reset();
    decodedPixels.resetPeak();
    const t0 = performance.now();
    if (ours) {
      const needed =
        Math.max(window.innerWidth, window.innerHeight) * (window.devicePixelRatio || 1);
      const images = await pageImagesFromBlob(blob, needed);
      const decodeMs = performance.now() - t0;
      ours.setImages(images);
      await ours.drawn;
      const ms = performance.now() - t0;
      // The rest of the page finishes before the next run starts (not timed).
      await images.ready;
      ours.destroy();
      images.dispose();
      return {
        ms,
        decodeMs,
        maxCanvasPixels: canvasWatch.max(),
        maxDecodedPixels: Math.max(canvasWatch.maxBitmap(), decodedPixels.peak()),
      };
    }
    const bitmap = await createImageBitmap(blob);
    const decodeMs = performance.now() - t0;
    const canvas = document.createElement('canvas');
    canvas.width = 1280;
    canvas.height = 720;
    container.append(canvas);
    const scale = 1232 / bitmap.width;
    canvas.getContext('2d')?.drawImage(bitmap, 24, 24, bitmap.width * scale, bitmap.height * scale);
    await nextFrame();
    const ms = performance.now() - t0;
    bitmap.close();
    return {
      ms,
      decodeMs,
      maxCanvasPixels: canvasWatch.max(),
      maxDecodedPixels: canvasWatch.maxBitmap(),
    };
  },

  /**
   * A 20,000 x 20,000 page at fit, its canvas on screen first as in the review tool: time to
   * its first rows on screen, to the whole page (the overview, low resolution), then to sharp
   * at 100 % in each of `spots` (shares of the page), and the peak of decoded page pixels over
   * it all.
   */
  async hugePage(
    url: string,
    spots: [number, number][],
  ): Promise<{
    firstRowsMs: number;
    firstViewMs: number;
    sharpMs: number[];
    peakDecodedPixels: number;
  }> {
    const blob = await (await fetch(url)).blob();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const container = freshContainer();
    const ours = mountOurs(container, null, []);
    await nextFrame();
    decodedPixels.resetPeak();
    const t0 = performance.now();
    const needed = Math.max(window.innerWidth, window.innerHeight) * (window.devicePixelRatio || 1);
    const images = await pageImagesFromBlob(blob, needed);
    ours.setImages(images);
    await nextFrame();
    const firstRowsMs = performance.now() - t0;
    await ours.drawn;
    const firstViewMs = performance.now() - t0;
    const sharpMs: number[] = [];
    for (const [sx, sy] of spots) {
      const t1 = performance.now();
      const { editor } = ours;
      const { canvasSize } = editor.state;
      const point = { x: images.size.width * sx, y: images.size.height * sy };
      editor.setViewport(centreAt(1 / (window.devicePixelRatio || 1), point, canvasSize));
      ours.scene.settleNow();
      while (!ours.scene.isSharp()) await nextFrame();
      await nextFrame();
      sharpMs.push(performance.now() - t1);
    }
    ours.destroy();
    images.dispose();
    return { firstRowsMs, firstViewMs, sharpMs, peakDecodedPixels: decodedPixels.peak() };
  },
};

declare global {
  interface Window {
    reviewBench?: typeof api;
  }
}

canvasWatch.install();
window.reviewBench = api;
