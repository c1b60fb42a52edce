import type { Page } from '@playwright/test';
import { barcodeCartonPng } from './barcode-carton';
import { DEMO_LINK, DEMO_LINK_PASSWORD } from './external-helpers';
import { expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';
import { answerWith, ASSETS, callApi, openReview } from './review-helpers';

/**
 * The barcode panel on the project's test carton (bwip-js symbols at 300 dpi): every symbol
 * read or flagged, sizes in mm, and a chosen one zoomed to. The reader is WebAssembly in a
 * worker with its own policy: the fixture fails the test on any CSP violation.
 */
async function openCarton(page: Page) {
  const asset = ASSETS.jamLabel;
  const current = await callApi<{ fullSizeBitmapUrl: string }>(
    page,
    'GET',
    `/api/v1/asset?AssetUID=${asset}`,
  );
  await answerWith(page, current.result.fullSizeBitmapUrl, barcodeCartonPng());
  return asset;
}

test('reads and judges every barcode on the carton; choosing one zooms to it', async ({
  signedIn: page,
}) => {
  const asset = await openCarton(page);
  await openReview(page, asset);
  await page.getByRole('button', { name: 'Barcodes', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Barcodes on page 1' });
  await expect(panel.getByText('14 barcodes found')).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByText('3 need attention')).toBeVisible();

  const at80 = panel.getByRole('article').filter({ hasText: '5901234123457' }).first();
  await expect(at80).toContainText('Check digit right');
  await expect(at80).toContainText('80 %');
  await expect(at80).toContainText('29.83 × 20.74 mm');
  await expect(at80).toContainText('Quiet zones clear');

  const wrong = panel.getByRole('article').filter({ hasText: '5901234123458' });
  await expect(wrong).toContainText('Wrong check digit');

  await expect(panel.getByRole('article').filter({ hasText: 'Bars cut to 50 %' })).toHaveCount(1);
  const cut = panel.getByRole('article').filter({ hasText: 'Scanners refuse it' });
  await expect(cut).toContainText('4006381333931');
  await expect(cut).toContainText('Quiet zone obstructed');

  const gs1 = panel.getByRole('article').filter({ hasText: 'GS1-128' });
  await expect(gs1).toContainText('(01)09501101530003(17)270630(10)AB12');
  await expect(gs1).toContainText('Expiry date');
  await expect(gs1).toContainText('2027-06-30');
  const dm = panel.getByRole('article').filter({ hasText: 'GS1 Data Matrix' });
  await expect(dm).toContainText('Net weight (kg)');
  await expect(dm).toContainText('0.500 kg');

  const before = await page.evaluate(() => window.__proofdeskTest?.review?.viewport().scale);
  await panel.getByRole('button', { name: 'Show QR Code on the page' }).click();
  await expect
    .poll(() => page.evaluate(() => window.__proofdeskTest?.review?.viewport().scale))
    .toBeGreaterThan((before ?? 0) * 3);
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone in Hebrew', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the panel opens from More tools, right to left, and lists the barcodes', async ({
    signedIn: page,
  }) => {
    await page.evaluate(() => localStorage.setItem('proofdesk.language', 'he'));
    // A load of the app picks the stored language up; then the carton, in the app's own fetch.
    await page.goto('/projects');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await openReview(page, await openCarton(page));
    await page.getByRole('button', { name: 'כלים נוספים' }).click();
    await page.getByRole('button', { name: 'ברקודים' }).click();
    const panel = page.getByRole('complementary', { name: 'ברקודים בעמוד 1' });
    await expect(panel.getByText('נמצאו 14 ברקודים')).toBeVisible({ timeout: 60_000 });
    await expect(
      panel.getByRole('article').filter({ hasText: 'ספרת ביקורת שגויה' }).first(),
    ).toBeVisible();
    await panel.getByRole('button', { name: 'סגירת הברקודים' }).click();
    await expect(panel).toHaveCount(0);
  });
});

test('compare: the panel for both versions; choosing a barcode shows it in both views', async ({
  signedIn: page,
}) => {
  // Version 2's page is the carton; version 1 stays the demo jam label with its one EAN-13.
  await openCarton(page);
  await openInApp(page, `/review/${ASSETS.jamLabel}/compare`);
  await expect(page.getByRole('img', { name: 'Page of version 2' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Barcodes', exact: true }).click();
  const older = page.getByRole('complementary', { name: 'Barcodes in version 1, page 1' });
  const newer = page.getByRole('complementary', { name: 'Barcodes in version 2, page 1' });
  await expect(older.getByText('1 barcode found')).toBeVisible({ timeout: 60_000 });
  await expect(older.getByRole('article')).toContainText('6414800221505');
  await expect(newer.getByText('14 barcodes found')).toBeVisible({ timeout: 60_000 });
  const scale = () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            __proofdeskTest?: { compare?: () => { viewport: { scale: number } } };
          }
        ).__proofdeskTest?.compare?.().viewport.scale ?? 0,
    );
  const before = await scale();
  await newer.getByRole('button', { name: 'Show QR Code on the page' }).click();
  await expect.poll(scale).toBeGreaterThan(before * 3);
});

test('external review by e-mail link (in German): the panel reads the label, by keyboard', async ({
  page,
}) => {
  await page.goto(DEMO_LINK);
  await page.getByLabel('Password').fill(DEMO_LINK_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  // The demo invitation is in German: the review opens in German.
  const toggle = page.getByRole('button', { name: 'Barcodes', exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const panel = page.getByRole('complementary', { name: 'Barcodes auf Seite 1' });
  await expect(panel.getByText('1 Barcode gefunden')).toBeVisible({ timeout: 60_000 });
  const entry = panel.getByRole('article');
  await expect(entry).toContainText('6414800221505');
  await expect(entry).toContainText('Prüfziffer richtig');
  // The demo label states 254 ppi (pHYs): printed size and magnification in mm on first use.
  await expect(entry).toContainText('30.40 × 13.00 mm');
  await expect(entry).toContainText('97 %');
  await expect(entry).toContainText('36.17 × 25.15 mm');
  await expect(entry).toContainText('Balken auf 59 % ihrer Höhe gekürzt');
  await expect(panel).not.toContainText('Diese Datei hat keine physische Größe');
  await panel.getByRole('button', { name: 'EAN-13 auf der Seite zeigen' }).press('Escape');
  await expect(panel).toHaveCount(0);
  await toggle.press('Enter');
  await panel.getByRole('button', { name: 'Barcodes schließen' }).press('Enter');
  await expect(panel).toHaveCount(0);
});
