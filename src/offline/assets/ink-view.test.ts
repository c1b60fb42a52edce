import { describe, expect, it } from 'vitest';
import { decodeInkView } from '@/lib/cmyk/ink-view-file';
import { writeCmykTiff } from '@/lib/tiff/write-cmyk-tiff';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { solidImage } from '@/offline/platform/processing/test-inputs';
import { download, getAsset, uploadedAssetUID } from '@/offline/testing/assets-kit';
import { harnessEachTest } from '@/offline/testing/test-bed';

const project = DEMO_PROJECTS.acmeLemonCan;
const t = harnessEachTest(['anna'], { settings: { timeScale: 1000 } });

/**
 * 2,100 x 10 px: 20 % cyan on the left, 100 % magenta on the right, and one pixel of 320 %
 * rich black at (1501, 3), smaller than a cell of the ink view (2 x 2 px): only a reading of
 * every pixel finds it.
 */
const RICH_BLACK = [204, 153, 204, 255] as const;
function inks(x: number, y: number): [number, number, number, number] {
  if (x === 1501 && y === 3) return [...RICH_BLACK];
  return x < 1000 ? [51, 0, 0, 0] : [0, 255, 0, 0];
}

async function processed(name: string, bytes: Uint8Array) {
  const assetUID = await uploadedAssetUID(t.h, t.anna, project, name, bytes);
  await t.h.service.whenIdle();
  return getAsset(t.h, t.anna, assetUID);
}

describe('ink views of CMYK originals', () => {
  it('serves the reduced inks of a CMYK TIFF with its exact coverage maximum', async () => {
    const tiff = writeCmykTiff({ width: 2100, height: 10, dpi: 300, deflate: true, pixel: inks });
    const asset = await processed('proof.tif', tiff);
    expect(asset.status).toBe('Processed');
    expect(asset.inkViewUrl).toMatch(new RegExp(`^${t.h.url}/files/a[0-9a-f]{40}/inks-0$`));

    const file = await download(asset.inkViewUrl ?? '');
    expect(file.status).toBe(200);
    const { view, page } = await decodeInkView(file.bytes);
    expect(page).toEqual({ width: 2100, height: 10 });
    expect([view.width, view.height, view.cell]).toEqual([1050, 5, 2]);
    expect(view.maxCoverage).toBe(320);
    expect(view.maxAt).toEqual({ x: 1501, y: 3 });
    const cell = (x: number, y: number) => y * view.width + x;
    const inksAt = (x: number, y: number) => [
      ...view.inks.subarray(cell(x, y) * 4, cell(x, y) * 4 + 4),
    ];
    expect(inksAt(10, 0)).toEqual([51, 0, 0, 0]);
    expect(inksAt(900, 4)).toEqual([0, 255, 0, 0]);
    // The rich black's cell: its highest total is the pixel's, its inks the mean of four.
    expect(view.coverage[cell(750, 1)]).toBe(816);
    expect(inksAt(750, 1)).toEqual([51, 230, 51, 64]);
    expect(view.coverage[cell(751, 1)]).toBe(255);

    const beyond = await download((asset.inkViewUrl ?? '').replace(/inks-0$/, 'inks-1'));
    expect(beyond.status).toBe(404);
  });

  it('has none for a file that is not CMYK', async () => {
    const asset = await processed('label.png', solidImage('png', 64, 48, [200, 30, 30]));
    expect(asset.status).toBe('Processed');
    expect(asset.inkViewUrl).toBeNull();
    const page = asset.fullSizeBitmapUrl ?? '';
    expect((await download(page.replace(/\/0$/, '/inks-0'))).status).toBe(404);
  });
});
