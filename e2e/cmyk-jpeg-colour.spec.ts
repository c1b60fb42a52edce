import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filePayload } from './assets-files';
import { expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';
import { at } from './review-helpers';

/**
 * A print-ready CMYK JPEG as Photoshop saves it (Adobe marker, inks stored inverted), made by
 * scripts/build-jpeg-fixtures.ts: eight 64 px patches on a 16 px margin, 288 x 160 px.
 */
const KETCHUP = { uid: 'prj-acme-private-label-ketchup', name: 'Private label ketchup 500 ml' };
const JPEG = 'e2e-cmyk-ink-patches.jpg';
const fixture = readFileSync(
  join(import.meta.dirname, '../tests/fixtures/jpeg/cmyk-ink-patches.jpg'),
);
/** The centre of patch `index` (row by row, four a row), as a fraction of the page. */
const patch = (index: number): [number, number] => [
  (16 + (index % 4) * 64 + 32) / 288,
  (16 + Math.floor(index / 4) * 64 + 32) / 160,
];

test('an uploaded CMYK JPEG shows its own inks, four plates and its coverage', async ({
  signedIn: page,
}) => {
  test.slow();
  await openInApp(page, `/projects/${KETCHUP.uid}/assets`);
  await expect(page.getByRole('heading', { level: 1, name: KETCHUP.name })).toBeVisible({
    timeout: 30_000,
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload files' }).click();
  await (await chooser).setFiles([filePayload(JPEG, fixture, 'image/jpeg')]);
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: JPEG }) });
  await expect(item.getByText(/Version 1 · 1 page/)).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: `${JPEG}: details` }).click();
  await page.getByRole('link', { name: 'Open in the review tool' }).click();
  await page.waitForFunction((file) => {
    const api = window.__proofdeskTest?.review;
    return Boolean(api?.isSharp()) && document.querySelector('h1')?.textContent === file;
  }, JPEG);

  // Measuring does not need the inks: the JPEG decoder loads with the colour tool only.
  const decoderLoads: string[] = [];
  page.on('request', (request) => {
    if (/\/cmyk-jpeg-[^/]*\.js$/.test(request.url())) decoderLoads.push(request.url());
  });
  await page.keyboard.press('m');
  await expect(
    page
      .getByRole('region', { name: 'Ruler' })
      .getByText('This file does not say how large it prints.', {
        exact: false,
      }),
  ).toBeVisible();
  expect(decoderLoads).toEqual([]);
  await page.keyboard.press('Escape');

  await page.keyboard.press('i');
  const panel = page.getByRole('region', { name: 'Colour' });
  await expect(page.locator('[data-inspect-surface]')).toBeVisible();
  // Patch 4 is 100 % black: an inverted reading would say K 0.0 % and show white.
  const black = await at(page, ...patch(3));
  await page.mouse.click(black.x, black.y);
  await expect(panel.getByText('C 0.0 %  M 0.0 %  Y 0.0 %  K 100.0 %')).toBeVisible();
  expect(decoderLoads.length).toBeGreaterThan(0);
  // The page bitmap the browser drew from the JPEG is black there too, not a negative.
  await expect(panel.getByText('#000000')).toBeVisible();
  await panel.getByLabel('Sample size').selectOption('5');
  const mixed = await at(page, ...patch(4));
  await page.mouse.click(mixed.x, mixed.y);
  await expect(panel.getByText('C 40.0 %  M 20.0 %  Y 60.0 %  K 20.0 %')).toBeVisible();

  await panel.getByLabel('Show separations').check();
  for (const plate of ['Cyan', 'Magenta', 'Yellow', 'Black'])
    await expect(panel.getByRole('checkbox', { name: plate, exact: true })).toBeChecked();
  await panel.getByRole('checkbox', { name: 'Black', exact: true }).uncheck();
  await expect(page.getByRole('img', { name: 'Separations of the page' })).toBeVisible();
  await panel.getByLabel('Mark areas over the limit').check();
  await expect(panel.getByText('Highest on this page: 320.0 %')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
