import type { Page } from '@playwright/test';
import type { CompareTestSnapshot } from '../src/features/compare';
import { flatPalettePng } from '../src/lib/png/flat-png';
import { expect, openInApp, test } from './fixtures';
import { answerWith, callApi } from './review-helpers';
import { uploadFromPage, versionProcessed } from './upload-helpers';

const PROJECT = 'prj-acme-cold-brew-label';
const NAME = 'pallet-wrap-compare.png';
/** The rule of issue 17: never more decoded pixels for a page, at any zoom. */
const MAX_DECODED_PIXELS = 32_000_000;

function snapshot(page: Page): Promise<CompareTestSnapshot | null> {
  return page.evaluate(() => {
    const api = (window as unknown as { __proofdeskTest?: { compare?: () => unknown } })
      .__proofdeskTest;
    return (api?.compare?.() ?? null) as CompareTestSnapshot | null;
  });
}

test('a 10,000 x 10,000 px page: the difference shows the changed square, and zooming in makes it sharp within 32 MP', async ({
  signedIn: page,
}) => {
  // Flat palette squares of 1,000 px (0.2 MB each on the wire); version 2 changes the square
  // at column 4, row 4 (x and y 4,000..5,000): 1 % of the page, its corner at the centre.
  const assetUID = await uploadPng(page, NAME, flatPalettePng(10_000, 10_000));
  await versionProcessed(page, assetUID, 1);
  const again = await uploadPng(
    page,
    NAME,
    flatPalettePng(10_000, 10_000, 1000, { column: 4, row: 4 }),
  );
  expect(again).toBe(assetUID);
  await versionProcessed(page, assetUID, 2);

  await openInApp(page, `/review/${assetUID}/compare?from=1&to=2`);
  // The radio buttons are drawn by their labels.
  const modes = page.getByRole('toolbar', { name: 'Compare view' });
  await modes.getByText('Difference', { exact: true }).click();
  await expect(
    page.getByRole('img', { name: 'Pixels that differ between version 1 and version 2' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await snapshot(page))?.status).toBe('ready');
  const first = await snapshot(page);
  expect(first?.nativeSize).toEqual({ width: 10_000, height: 10_000 });
  expect(first?.imageSize).toEqual({ width: 2000, height: 2000 });
  expect(first?.changedShare).toBeCloseTo(0.01, 3);
  expect(first?.sharp).toBe(true);
  expect(first?.sharpRegion).toBeNull();

  // Zoomed in around the centre past the working images' resolution: blurry at first, then
  // the visible part of both versions is decoded at screen resolution, and its difference.
  await page.getByRole('group', { name: 'Compared pages' }).focus();
  for (let step = 0; step < 14; step++) await page.keyboard.press('+');
  await expect.poll(async () => (await snapshot(page))?.sharp, { timeout: 30_000 }).toBe(true);
  const zoomed = await snapshot(page);
  expect(zoomed?.sharpRegion?.density).toBe(1);
  // The region holds the centre, where the changed square has its corner.
  expect(zoomed?.sharpRegion?.changedShare).toBeGreaterThan(0.05);
  expect(zoomed?.sharpRegion?.changedShare).toBeLessThan(0.95);
  expect(zoomed?.decodedPixels.peak).toBeLessThanOrEqual(MAX_DECODED_PIXELS);

  // Fitted again: the region is dropped, its pixels freed.
  await page.keyboard.press('0');
  await expect.poll(async () => (await snapshot(page))?.sharpRegion).toBeNull();
  const fitted = await snapshot(page);
  expect(fitted?.decodedPixels.current).toBe(3 * 2000 * 2000);
});

test('a damaged or unreadable page image says so in place of the comparison', async ({
  signedIn: page,
}) => {
  const asset = 'ast-nordic-jam-label';
  const version2 = await callApi<{ fullSizeBitmapUrl: string }>(
    page,
    'GET',
    `/api/v1/asset?AssetUID=${asset}&Version=2`,
  );
  const url = version2.result.fullSizeBitmapUrl;
  const alert = page.getByRole('alert').filter({ hasText: 'could not be compared' });
  const message = 'One of the two page images is damaged or not a PNG that can be read.';

  await test.step('a big PNG cut short: the streaming decoder stops at its end', async () => {
    const big = flatPalettePng(10_000, 10_000);
    await answerWith(page, url, big.subarray(0, big.length / 2));
    await openInApp(page, `/review/${asset}/compare?from=1&to=2`);
    await expect(alert).toContainText(message, { timeout: 30_000 });
  });

  await test.step('bytes that are no image at all: the browser cannot decode them', async () => {
    await answerWith(page, url, new TextEncoder().encode('not an image'));
    await openInApp(page, '/projects');
    await openInApp(page, `/review/${asset}/compare?from=1&to=2`);
    await expect(alert).toContainText(message, { timeout: 30_000 });
  });
});

/** Uploads `png` under `name`; the same name again makes the asset's next version. */
function uploadPng(page: Page, name: string, png: Uint8Array): Promise<string> {
  return uploadFromPage(page, { project: PROJECT, name, bytes: png, type: 'image/png' });
}
