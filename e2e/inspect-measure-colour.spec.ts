import type { Page } from '@playwright/test';
import {
  calibrationPng,
  cmykFixtureTiff,
  spotColourPdf,
} from '../src/features/review/inspect/fixtures/inspect-fixtures';
import { filePayload } from './assets-files';
import { expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';
import { at, drag, openReview } from './review-helpers';

/**
 * Measure and colour tools on files the project makes (inspect-fixtures.ts): a 300 ppi CMYK
 * TIFF with a 320 % rich black, a PNG without a resolution, a PDF with two spot colours.
 */

const KETCHUP = { uid: 'prj-acme-private-label-ketchup', name: 'Private label ketchup 500 ml' };
const TIFF = 'e2e-inks-300ppi.tif';
const PNG = 'e2e-no-resolution.png';
const PDF = 'e2e-two-spots.pdf';

async function upload(page: Page, names: string[]) {
  const made: Record<string, () => Promise<ReturnType<typeof filePayload>>> = {
    [TIFF]: () =>
      Promise.resolve(filePayload(TIFF, Buffer.from(cmykFixtureTiff(true)), 'image/tiff')),
    [PNG]: () => Promise.resolve(filePayload(PNG, Buffer.from(calibrationPng()), 'image/png')),
    [PDF]: async () => filePayload(PDF, Buffer.from(await spotColourPdf()), 'application/pdf'),
  };
  const files = await Promise.all(
    names.map((name) => made[name]?.() ?? Promise.reject(new Error(name))),
  );
  await openInApp(page, `/projects/${KETCHUP.uid}/assets`);
  await expect(page.getByRole('heading', { level: 1, name: KETCHUP.name })).toBeVisible({
    timeout: 30_000,
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload files' }).click();
  await (await chooser).setFiles(files);
  for (const name of names)
    await expect(
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name }) })
        .getByText(/Version 1 · 1 page/),
    ).toBeVisible({ timeout: 30_000 });
}

/** From the project's asset list to the review of `name`, drawn sharp. */
async function openReviewOf(
  page: Page,
  name: string,
  openDetails = 'details',
  review = 'Open in the review tool',
) {
  await openInApp(page, `/projects/${KETCHUP.uid}/assets`);
  await page.getByRole('button', { name: `${name}: ${openDetails}` }).click();
  await page.getByRole('link', { name: review }).click();
  await page.waitForFunction((file) => {
    const api = window.__proofdeskTest?.review;
    return Boolean(api?.isSharp()) && document.querySelector('h1')?.textContent === file;
  }, name);
}

test('ruler and box in real units, calibration, CMYK inks, coverage and PDF spot colours', async ({
  signedIn: page,
}) => {
  test.slow();
  await upload(page, [TIFF, PNG, PDF]);

  await test.step('the TIFF measures from its 300 ppi: 120 px edge to edge is 10.16 mm', async () => {
    await openReviewOf(page, TIFF);
    await page.getByRole('button', { name: 'Ruler' }).click();
    const panel = page.getByRole('region', { name: 'Ruler' });
    await expect(panel.getByText("Scale from the TIFF's resolution.")).toBeVisible();
    await drag(page, [0.003, 0.25], [0.997, 0.25]);
    await expect(panel.getByRole('status').getByText('10.16 mm').first()).toBeVisible();
    await panel.getByLabel('Unit').selectOption('in');
    await expect(panel.getByRole('status').getByText('0.400 in').first()).toBeVisible();
    await panel.getByLabel('Unit').selectOption('mm');
    await panel.getByRole('button', { name: 'Keep as annotation' }).click();
    await expect(panel.getByText('Kept as an annotation')).toBeVisible();
    await expect(
      page.getByText('Measured: 10.16 mm (horizontal 10.16 mm, vertical 0.00 mm)').first(),
    ).toBeVisible();
  });

  await test.step('the sampler reads C, M, Y, K from the original; coverage finds the 320 % black', async () => {
    await page.keyboard.press('i');
    const panel = page.getByRole('region', { name: 'Colour' });
    const black = await at(page, 70 / 120, 10 / 80);
    await page.mouse.click(black.x, black.y);
    await expect(panel.getByText('C 80.0 %  M 60.0 %  Y 80.0 %  K 100.0 %')).toBeVisible();
    await panel.getByLabel('Sample size').selectOption('5');
    const cyan = await at(page, 10 / 120, 10 / 80);
    await page.mouse.click(cyan.x, cyan.y);
    await expect(panel.getByText('C 20.0 %  M 0.0 %  Y 0.0 %  K 0.0 %')).toBeVisible();
    await panel.getByLabel('Mark areas over the limit').check();
    await expect(panel.getByText('Highest on this page: 320.0 %')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Areas over 300 % total coverage' })).toBeVisible();
    await panel.getByRole('textbox', { name: 'Limit' }).fill('abc');
    await expect(panel.getByText('Enter a limit between 1 and 400 %.')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Limit' })).toHaveValue('abc');
    await panel.getByRole('textbox', { name: 'Limit' }).fill('330');
    await expect(page.getByRole('img', { name: 'Areas over 330 % total coverage' })).toBeVisible();
    await panel.getByLabel('Show separations').check();
    await panel.getByLabel('Black').uncheck();
    await expect(page.getByRole('img', { name: 'Separations of the page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  await test.step('a PNG without a resolution is calibrated once by drawing a known length', async () => {
    await openReviewOf(page, PNG);
    await page.keyboard.press('m');
    const panel = page.getByRole('region', { name: 'Ruler' });
    await expect(
      panel.getByText('This file does not say how large it prints.', { exact: false }),
    ).toBeVisible();
    await panel.getByRole('button', { name: 'Calibrate' }).click();
    await panel.getByRole('button', { name: 'Set scale' }).click();
    await expect(panel.getByText('Draw the line on the artwork first.')).toBeVisible();
    // The black bar runs from x 100 to x 500 of 600.
    await drag(page, [100 / 600, 0.5], [500 / 600, 0.5]);
    await panel.getByLabel('Known length').fill('-4');
    await panel.getByRole('button', { name: 'Set scale' }).click();
    await expect(panel.getByText('Enter a length greater than 0', { exact: false })).toBeVisible();
    await expect(panel.getByLabel('Known length')).toHaveValue('-4');
    await panel.getByLabel('Known length').fill('100');
    await panel.getByRole('button', { name: 'Set scale' }).click();
    await expect(panel.getByText('Scale from your calibration', { exact: false })).toBeVisible();
    await drag(page, [100 / 600, 0.5], [500 / 600, 0.5]);
    const distance = panel.getByRole('status').locator('dd').first();
    await expect(distance).toHaveText(/^(99\.[5-9]\d|100\.[0-4]\d) mm$/);
  });

  await test.step('the PDF lists its process inks and both spot colours; its trim box is outlined', async () => {
    await openReviewOf(page, PDF);
    await page.keyboard.press('i');
    const inks = page.getByRole('region', { name: 'Inks on this page' });
    await expect(inks.getByText('PANTONE 186 C')).toBeVisible();
    await expect(inks.getByText('Varnish')).toBeVisible();
    await expect(inks.getByText('Black (process)')).toBeVisible();
    await page.keyboard.press('b');
    const panel = page.getByRole('region', { name: 'Measure box' });
    await expect(panel.getByText('Scale from the PDF page size.')).toBeVisible();
    await expect(panel.getByLabel('Trim box (solid)')).toBeChecked();
    await expectNoSeriousA11yViolations(page);
  });
});

test('the demo’s CMYK press proof shows its inks, coverage and mm on first use', async ({
  signedIn: page,
}) => {
  // src/offline/artwork/cmyk-carton-proof.ts: 1200 x 720 px at 300 ppi, rich black at 320 %.
  await openReview(page, 'ast-acme-granola-cmyk-proof');
  // The views come from the page's ink view on the first open, not from the original.
  const inkView = page.waitForResponse((answer) =>
    /\/files\/a[0-9a-f]{40}\/inks-0$/.test(answer.url()),
  );
  await page.keyboard.press('i');
  const panel = page.getByRole('region', { name: 'Colour' });
  // The tool's code loads on first use: click once its surface is over the page.
  await expect(page.locator('[data-inspect-surface]')).toBeVisible();
  const black = await at(page, 390 / 1200, 338 / 720);
  await page.mouse.click(black.x, black.y);
  await expect(panel.getByText('C 80.0 %  M 60.0 %  Y 80.0 %  K 100.0 %')).toBeVisible();
  await panel.getByLabel('Mark areas over the limit').check();
  await expect(panel.getByText('Highest on this page: 320.0 %')).toBeVisible();
  expect((await inkView).status()).toBe(200);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Ruler' }).click();
  const ruler = page.getByRole('region', { name: 'Ruler' });
  await expect(ruler.getByText("Scale from the TIFF's resolution.")).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the colour sampler is in "More tools" and reads the inks under a finger', async ({
    signedIn: page,
  }) => {
    test.slow();
    await upload(page, [TIFF]);
    await openReviewOf(page, TIFF);
    await page.getByRole('button', { name: 'More tools' }).click();
    await page.getByRole('button', { name: 'Colour sampler' }).click();
    await page.getByRole('button', { name: 'More tools' }).click();
    const panel = page.getByRole('region', { name: 'Colour' });
    // The tool's code loads on first use: tap once its surface is over the page.
    await expect(page.locator('[data-inspect-surface]')).toBeVisible();
    const black = await at(page, 70 / 120, 10 / 80);
    await page.touchscreen.tap(black.x, black.y);
    await expect(panel.getByText('C 80.0 %  M 60.0 %  Y 80.0 %  K 100.0 %')).toBeVisible();
  });
});

test('in Hebrew the ruler speaks Hebrew, right to left, and measures the TIFF', async ({
  signedIn: page,
}) => {
  test.slow();
  await upload(page, [TIFF]);
  await page.evaluate(() => localStorage.setItem('proofdesk.language', 'he'));
  await page.goto(`/projects/${KETCHUP.uid}/assets`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openReviewOf(page, TIFF, 'פרטים', 'פתיחה בכלי הבדיקה');
  await page.keyboard.press('m');
  const panel = page.getByRole('region', { name: 'סרגל' });
  await expect(panel.getByText('קנה מידה לפי הרזולוציה של קובץ ה-TIFF.')).toBeVisible();
  await drag(page, [0.003, 0.25], [0.997, 0.25]);
  await expect(panel.getByRole('status').getByText('10.16 מ״מ').first()).toBeVisible();
});
