import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCmykSource } from '@/lib/cmyk/cmyk-source';
import { decodeInkView, inkViewOf, InkViewFormatError } from '@/lib/cmyk/ink-view-file';
import { CMYK_FIXTURE, cmykFixtureTiff } from '../inspect/fixtures/inspect-fixtures';
import { buildCmykView, inkPercent } from './cmyk-views';
import { inkViewUrlOf, loadCmykView } from './use-cmyk-view';

function fixtureInkView(): Uint8Array {
  const source = openCmykSource(cmykFixtureTiff(true));
  if (!source) throw new Error('not read as CMYK');
  return inkViewOf(source);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the ink view file', () => {
  it('holds the known inks of every patch and the 320 % maximum, as read from the original', async () => {
    const { view, page } = await decodeInkView(fixtureInkView());
    expect(page).toEqual({ width: CMYK_FIXTURE.width, height: CMYK_FIXTURE.height });
    CMYK_FIXTURE.patches.forEach((patch, i) => {
      const at = (10 * view.width + i * 30 + 15) * 4;
      expect([...view.inks.subarray(at, at + 4)]).toEqual([patch.c, patch.m, patch.y, patch.k]);
    });
    const below = (60 * view.width + 5) * 4;
    expect(inkPercent(view.inks[below + 3] ?? 0)).toBe(25.1);
    expect(view.maxCoverage).toBe(320);
    expect(view.maxAt).toEqual({ x: 60, y: 0 });
    const source = openCmykSource(cmykFixtureTiff());
    if (!source) throw new Error('not read as CMYK');
    const built = buildCmykView(source);
    expect(view.coverage).toEqual(built.coverage);
    expect(view.inks).toEqual(built.inks);
  });

  it('refuses a file that is not one, or is cut short', async () => {
    const file = fixtureInkView();
    await expect(decodeInkView(Uint8Array.of(1, 2, 3))).rejects.toThrow(InkViewFormatError);
    const wrong = file.slice();
    wrong[0] = 0x41;
    await expect(decodeInkView(wrong)).rejects.toThrow(InkViewFormatError);
    await expect(decodeInkView(file.subarray(0, file.length - 40))).rejects.toThrow();
  });
});

describe('loadCmykView', () => {
  it('opens with the server ink view of the page asked for, not the original', async () => {
    const served = fixtureInkView();
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response(served.slice()));
    });
    // No workers here: a view built from the original would fail.
    vi.stubGlobal('Worker', undefined);
    const view = await loadCmykView(cmykFixtureTiff(true), 0, 'https://x.test/files/a1/inks-0');
    expect(fetched).toEqual(['https://x.test/files/a1/inks-0']);
    expect(view.maxCoverage).toBe(320);
    expect(inkViewUrlOf('https://x.test/files/a1/inks-0', 3)).toBe(
      'https://x.test/files/a1/inks-3',
    );
  });

  it('does not take an ink view made for another page size', async () => {
    const other = openCmykSource(cmykFixtureTiff());
    if (!other) throw new Error('not read as CMYK');
    const served = inkViewOf({ ...other, width: other.width, height: other.height - 2 });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(served.slice())));
    vi.stubGlobal('Worker', undefined);
    // The original is then read in workers, which this environment has not: it rejects.
    await expect(loadCmykView(cmykFixtureTiff(true), 0, 'https://x.test/inks-0')).rejects.toThrow();
  });
});
