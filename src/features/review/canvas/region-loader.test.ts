import { describe, expect, it } from 'vitest';
import type { CropPlan } from '../model/bitmap-plan';
import type { DecodedRegion, PageImages } from './page-images';
import { RegionLoader } from './region-loader';

const page = { width: 1000, height: 800 };
const view = { x: 100, y: 100, width: 320, height: 180 };

/** Vector images whose region decodes wait until `finish` is called; closes are counted. */
function vectorImages(name: string) {
  const pending: (() => void)[] = [];
  const closed: string[] = [];
  let made = 0;
  const images = {
    size: page,
    overview: { width: 250, height: 200 },
    kind: 'vector',
    maxDensity: Number.POSITIVE_INFINITY,
    regionMargin: 0,
    decodeRegion: (plan: CropPlan, signal: AbortSignal) =>
      new Promise<DecodedRegion>((resolve, reject) => {
        const id = `${name}${String(++made)}`;
        signal.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        pending.push(() =>
          resolve({ plan, image: {} as HTMLCanvasElement, close: () => closed.push(id) }),
        );
      }),
    onOverviewChange: () => () => undefined,
    refine: () => undefined,
    ready: Promise.resolve(),
    dispose: () => undefined,
  } as unknown as PageImages;
  const finish = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { images, finish, closed };
}

describe('RegionLoader', () => {
  it('keeps a replaced picture of the view on screen until the new one is drawn', async () => {
    let loaded = 0;
    const loader = new RegionLoader(
      () => loaded++,
      () => undefined,
    );
    const before = vectorImages('varnish shown ');
    expect(loader.request(before.images, view, 4)).toBe(true);
    await before.finish();
    const first = loader.current;
    expect(loader.covers(before.images, view, 4)).toBe(true);

    // A layer switched: new pictures of the same view.
    const after = vectorImages('varnish hidden ');
    loader.markStale();
    expect(loader.current).toBe(first);
    expect(loader.covers(after.images, view, 4)).toBe(false);
    expect(loader.request(after.images, view, 4)).toBe(true);
    expect(before.closed).toEqual([]);

    await after.finish();
    expect(loaded).toBe(2);
    expect(loader.current).not.toBe(first);
    expect(before.closed).toEqual(['varnish shown 1']);
    expect(loader.covers(after.images, view, 4)).toBe(true);
  });

  it('drops the region, stale or not', async () => {
    const loader = new RegionLoader(
      () => undefined,
      () => undefined,
    );
    const source = vectorImages('a');
    loader.request(source.images, view, 4);
    await source.finish();
    loader.markStale();
    loader.drop();
    expect(loader.current).toBeNull();
    expect(source.closed).toEqual(['a1']);
  });
});
