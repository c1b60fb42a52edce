import type { Page } from '@playwright/test';
import type { CompareTestSnapshot } from '../src/features/compare';
import {
  cmykFixtureAt,
  cmykFixtureTiff,
  writeCmykTiff,
} from '../src/features/review/inspect/fixtures/inspect-fixtures';
import { filePayload } from './assets-files';
import { expect, openInApp } from './fixtures';

/**
 * Two versions of one CMYK TIFF for the compare view's measure and colour tools. Version 1 is
 * the inspect fixture (120 x 80 px at 300 ppi: 10.16 x 6.77 mm; its third patch a 320 % rich
 * black, C 80 M 60 Y 80 K 100). Version 2 is the same artwork printed twice as large (240 x
 * 160 px at 300 ppi: 20.32 x 13.55 mm) with that patch turned into plain black (K 100 only)
 * and its cyan patch raised from 20 % to 40 %.
 */
export const COMPARE_TIFF = 'e2e-compare-inks.tif';
const KETCHUP = { uid: 'prj-acme-private-label-ketchup', name: 'Private label ketchup 500 ml' };

function versionTwo(): Uint8Array {
  return writeCmykTiff({
    width: 240,
    height: 160,
    dpi: 300,
    deflate: true,
    pixel: (x, y) => {
      const ink = cmykFixtureAt(Math.floor(x / 2), Math.floor(y / 2));
      if (ink[0] === 204 && ink[3] === 255) return [0, 0, 0, 255];
      if (ink[0] === 51 && ink[3] === 0) return [102, 0, 0, 0];
      return ink;
    },
  });
}

/** Uploads both versions to the demo's ketchup project and opens their comparison. */
export async function openComparedVersions(
  page: Page,
  name: string,
  mimeType: string,
  versions: readonly [Uint8Array, Uint8Array],
): Promise<string> {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const pick = async (bytes: Uint8Array) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload files' }).click();
    await (await chooser).setFiles([filePayload(name, Buffer.from(bytes), mimeType)]);
  };
  await openInApp(page, `/projects/${KETCHUP.uid}/assets`);
  await expect(page.getByRole('heading', { level: 1, name: KETCHUP.name })).toBeVisible({
    timeout: 30_000,
  });
  await pick(versions[0]);
  await expect(card.getByText('Version 1 · 1 page')).toBeVisible({ timeout: 30_000 });
  await pick(versions[1]);
  await page
    .getByRole('dialog', { name: 'Upload as a new version?' })
    .getByRole('button', { name: 'Upload as version 2' })
    .click();
  await expect(card.getByText('Version 2 · 1 page')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: `${name}: details` }).click();
  await page.getByRole('dialog', { name }).getByRole('link', { name: 'Compare versions' }).click();
  await comparedAndShown(page);
  return new URL(page.url()).pathname;
}

/** The two CMYK TIFFs above, compared. */
export function openComparedTiffs(page: Page): Promise<string> {
  return openComparedVersions(page, COMPARE_TIFF, 'image/tiff', [
    cmykFixtureTiff(true),
    versionTwo(),
  ]);
}

function snapshot(page: Page): Promise<CompareTestSnapshot | null> {
  return page.evaluate(
    () =>
      ((
        window as unknown as { __proofdeskTest?: { compare?: () => unknown } }
      ).__proofdeskTest?.compare?.() as CompareTestSnapshot | undefined) ?? null,
  );
}

/** Waits until both versions are decoded and compared. */
export async function comparedAndShown(page: Page): Promise<void> {
  await expect.poll(async () => (await snapshot(page))?.status, { timeout: 30_000 }).toBe('ready');
}

/** Client pixels of a page point (shares 0..1) in the `panel`th page panel of the stage. */
export async function inPanel(
  page: Page,
  panel: number,
  x: number,
  y: number,
): Promise<{ x: number; y: number }> {
  const element = page.locator('[data-compare-panel]').nth(panel);
  await element.scrollIntoViewIfNeeded();
  const state = await snapshot(page);
  const box = await element.boundingBox();
  if (!state?.imageSize || !box) throw new Error('The compare view is not ready');
  const { viewport: v, imageSize: size } = state;
  return {
    x: box.x + v.x + x * size.width * v.scale,
    y: box.y + v.y + y * size.height * v.scale,
  };
}

/** Drags with the mouse between two page points (shares) of one panel. */
export async function dragInPanel(
  page: Page,
  panel: number,
  from: [number, number],
  to: [number, number],
): Promise<void> {
  const start = await inPanel(page, panel, ...from);
  const end = await inPanel(page, panel, ...to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 6 });
  await page.mouse.up();
}
