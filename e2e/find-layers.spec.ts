import type { Page } from '@playwright/test';
import { inviteExternalReviewer } from './external-helpers';
import { expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';
import { colourAt, fixturePdf, uploadPdfAsAnna } from './find-layers-helpers';

/** Find and layers (issue 29 items 3 to 5) on the project's own fixture PDFs. */

const NORDIC_JUICE = 'prj-nordic-lingonberry-juice';
const COLD_BREW = 'prj-acme-cold-brew-label';
/** A spot of the layered carton only its white ink covers (shares of the page). */
const WHITE_INK_SPOT = [0.65, 0.45] as const;

const highlights = (page: Page) => page.locator('[data-find-highlights]');

test('a read-only external reviewer in Hebrew finds words in four scripts, accents and case aside', async ({
  page,
}) => {
  const assetUID = await uploadPdfAsAnna(
    page,
    NORDIC_JUICE,
    'find-four-scripts.pdf',
    fixturePdf('find-four-scripts.pdf'),
  );
  const link = await inviteExternalReviewer(page, {
    language: 'Hebrew',
    isReadOnly: true,
    isAllowDownloadAssets: true,
    assetUIDs: [assetUID],
  });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'find-four-scripts.pdf' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.waitForFunction(() => window.__proofdeskTest?.review?.isSharp() === true);

  // Ctrl+F in the tool opens its own find, not the browser's.
  await page.getByRole('application').focus();
  await page.keyboard.press('Control+f');
  const field = page.getByRole('searchbox', { name: 'חיפוש טקסט בקובץ' });
  await expect(field).toBeFocused();
  const status = page.getByRole('search').getByRole('status');

  await field.fill('גלוטן');
  await expect(status).toHaveText('1 התאמה');
  await expect(highlights(page)).toHaveAttribute('data-find-highlights', '1');

  // Without accents and in capitals: café, CAFÉ, Café and cafe.
  await field.fill('CAFE');
  await expect(status).toHaveText('4 התאמות');
  await field.press('Enter');
  await expect(status).toHaveText('1 מתוך 4');
  await field.press('Enter');
  await expect(status).toHaveText('2 מתוך 4');
  await field.press('Shift+Enter');
  await field.press('Shift+Enter');
  await expect(status).toHaveText('4 מתוך 4');
  await expect(page.locator('[data-find-mark="current"]')).toHaveCount(1);

  // Ukrainian in capitals, Polish without its diacritics.
  await field.fill('ГЛЮТЕН');
  await expect(status).toHaveText('1 התאמה');
  await field.fill('maka pszenna');
  await expect(status).toHaveText('1 התאמה');
  await field.fill('sugar');
  await expect(status).toHaveText('אין התאמות');
  await expect(highlights(page)).toHaveAttribute('data-find-highlights', '0');
  await expectNoSeriousA11yViolations(page);

  // Page 2 is outlined: it says it has no text.
  await field.fill('');
  await page.getByRole('application').press('PageDown');
  await expect(status).toHaveText('לעמוד זה אין שכבת טקסט.');

  // Escape closes find and gives the keys back to the artwork.
  await field.press('Escape');
  await expect(field).toBeHidden();
  await expect(page.getByRole('application')).toBeFocused();
  // A file without layers offers none.
  await expect(page.getByRole('button', { name: /^שכבות/ })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('layers of a carton are shown and hidden for the reviewer only, and find works there too', async ({
    signedIn: page,
  }) => {
    const assetUID = await uploadPdfAsAnna(
      page,
      COLD_BREW,
      'oat-crunch-layered.pdf',
      fixturePdf('layered-carton.pdf'),
    );
    await openInApp(page, `/review/${assetUID}`);
    await page.waitForFunction(() => window.__proofdeskTest?.review?.isSharp() === true);
    const white = await colourAt(page, ...WHITE_INK_SPOT);
    expect(white[2]).toBeGreaterThan(200);

    await page.getByRole('button', { name: 'More tools' }).tap();
    await page.getByRole('button', { name: 'Layers', exact: true }).tap();
    const panel = page.getByRole('region', { name: 'Layers' });
    await expect(panel.getByRole('checkbox')).toHaveCount(5);
    await expect(panel.getByRole('checkbox', { name: 'Dieline' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Text PL' })).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await panel.getByText('White ink').tap();
    await expect(panel.getByRole('checkbox', { name: 'White ink' })).not.toBeChecked();
    // The carton's own colour shows where the white ink was.
    await expect
      .poll(async () => (await colourAt(page, ...WHITE_INK_SPOT))[2], { timeout: 15_000 })
      .toBeLessThan(150);

    await panel.getByRole('button', { name: 'Show as in the file' }).tap();
    await expect(panel.getByRole('checkbox', { name: 'White ink' })).toBeChecked();
    await expect
      .poll(async () => (await colourAt(page, ...WHITE_INK_SPOT))[2], { timeout: 15_000 })
      .toBeGreaterThan(200);

    // Find in the German text layer.
    await page.getByRole('button', { name: 'More tools' }).tap();
    await page.getByRole('button', { name: 'Find in the file' }).tap();
    const field = page.getByRole('searchbox', { name: 'Find text in the file' });
    await field.fill('nussen');
    await expect(page.getByRole('search').getByRole('status')).toHaveText('1 match');
  });
});

test('a layer hidden while zoomed in is re-rendered sharp at once; the file keeps every layer', async ({
  signedIn: page,
}) => {
  const assetUID = await uploadPdfAsAnna(
    page,
    COLD_BREW,
    'oat-crunch-zoomed.pdf',
    fixturePdf('layered-carton.pdf'),
  );
  await openInApp(page, `/review/${assetUID}`);
  await page.waitForFunction(() => window.__proofdeskTest?.review?.isSharp() === true);
  const zoom = page.getByRole('textbox', { name: 'Zoom level in percent' });
  await zoom.fill('400');
  await zoom.press('Enter');
  await page.waitForFunction(() => window.__proofdeskTest?.review?.isSharp() === true);

  await page.getByRole('button', { name: 'Layers', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Layers' });
  // The first switch has the focus: the keyboard works the list at once.
  await expect(panel.getByRole('checkbox', { name: 'Dieline' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(panel.getByRole('checkbox', { name: 'Dieline' })).not.toBeChecked();
  await expect
    .poll(() => page.evaluate(() => window.__proofdeskTest?.review?.source()))
    .toBe('vector');
  await page.waitForFunction(() => window.__proofdeskTest?.review?.isSharp() === true);
  await expect(
    page.getByRole('button', { name: 'Layers (your view differs from the file)' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // Only this view changed: the file, downloaded again, still has every layer switched on.
  const stored = await page.evaluate(async (uid) => {
    const raw = sessionStorage.getItem('proofdesk.session');
    const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
    const link = await fetch(`/api/v1/asset/download?AssetUID=${uid}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { result } = (await link.json()) as { result: { downloadURL: string } };
    return new Uint8Array(await (await fetch(result.downloadURL)).arrayBuffer()).length;
  }, assetUID);
  expect(stored).toBe(fixturePdf('layered-carton.pdf').length);
});
