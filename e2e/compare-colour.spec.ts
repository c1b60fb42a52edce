import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { inPanel, openComparedTiffs } from './compare-inspect-helpers';

/**
 * The colour sampler in compare on two versions of one CMYK TIFF (compare-inspect-helpers.ts):
 * version 1's title patch is a 320 % rich black, version 2's plain black. Both are read at the
 * same page point, with their own ink values and how far apart they are (CIEDE2000). The
 * page bitmaps are the offline service's naive CMYK to sRGB conversion; the numbers below are
 * what it gives (both blacks come out #000000, cyan 20 % and 40 % as #CCFFFF and #99FFFF).
 */

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap reads both versions at the same place, inks from the originals', async ({
    signedIn: page,
  }) => {
    test.slow();
    await openComparedTiffs(page);
    await page.getByRole('button', { name: 'Colour sampler' }).click();
    const panel = page.getByRole('region', { name: 'Colour' });
    const older = panel.getByRole('region', { name: 'Version 1' });
    const newer = panel.getByRole('region', { name: 'Version 2' });
    await expect(page.locator('[data-compare-inspect-surface]')).toBeVisible();

    // The rich-black patch: x 60..89, y 0..39 of version 1's 120 x 80 px.
    const black = await inPanel(page, 0, 75 / 120, 10 / 80);
    await page.touchscreen.tap(black.x, black.y);
    await expect(older.getByText('C 80.0 %  M 60.0 %  Y 80.0 %  K 100.0 %')).toBeVisible();
    await expect(newer.getByText('C 0.0 %  M 0.0 %  Y 0.0 %  K 100.0 %')).toBeVisible();
    // Both print black and show #000000: only the inks tell them apart.
    await expect(older.getByText('#000000')).toBeVisible();
    await expect(newer.getByText('#000000')).toBeVisible();
    const difference = panel.getByRole('status').filter({ hasText: 'ΔE 2000' });
    await expect(difference).toContainText('Difference between the versions (ΔE 2000): 0.00');

    // Cyan 20 % in version 1, 40 % in version 2.
    const cyan = await inPanel(page, 0, 15 / 120, 10 / 80);
    await page.touchscreen.tap(cyan.x, cyan.y);
    await expect(older.getByText('C 20.0 %  M 0.0 %  Y 0.0 %  K 0.0 %')).toBeVisible();
    await expect(newer.getByText('C 40.0 %  M 0.0 %  Y 0.0 %  K 0.0 %')).toBeVisible();
    await expect(older.getByText('204 255 255')).toBeVisible();
    await expect(older.getByText('#CCFFFF')).toBeVisible();
    await expect(older.getByText('96.5 -16.7 -5.6')).toBeVisible();
    await expect(newer.getByText('153 255 255')).toBeVisible();
    await expect(newer.getByText('#99FFFF')).toBeVisible();
    await expect(newer.getByText('93.8 -31.1 -9.9')).toBeVisible();
    await expect(difference).toContainText('Difference between the versions (ΔE 2000): 7.65');
    await expectNoSeriousA11yViolations(page);
  });
});

test('coverage and separations of both versions; "Show where" reads the highest in both', async ({
  signedIn: page,
}) => {
  test.slow();
  await openComparedTiffs(page);
  await page.keyboard.press('i');
  const panel = page.getByRole('region', { name: 'Colour' });
  await panel.getByLabel('Mark areas over the limit').check();
  // Version 1's rich black is 320 %; version 2's highest is its process red (M 100 Y 100).
  await expect(panel.getByText('Version 1: Highest on this page: 320.0 %')).toBeVisible();
  await expect(panel.getByText('Version 2: Highest on this page: 200.0 %')).toBeVisible();
  const older = page.getByRole('figure', { name: 'Version 1' });
  const newer = page.getByRole('figure', { name: 'Version 2' });
  await expect(older.getByRole('img', { name: 'Areas over 300 % total coverage' })).toBeVisible();
  await expect(newer.getByRole('img', { name: 'Areas over 300 % total coverage' })).toBeVisible();

  await panel.getByRole('button', { name: 'Show where in version 1' }).click();
  await expect(
    panel
      .getByRole('region', { name: 'Version 1' })
      .getByText('C 80.0 %  M 60.0 %  Y 80.0 %  K 100.0 %'),
  ).toBeVisible();
  await expect(
    panel
      .getByRole('region', { name: 'Version 2' })
      .getByText('C 0.0 %  M 0.0 %  Y 0.0 %  K 100.0 %'),
  ).toBeVisible();

  await panel.getByLabel('Show separations').check();
  await panel.getByLabel('Black').uncheck();
  await expect(older.getByRole('img', { name: 'Separations of the page' })).toBeVisible();
  await expect(newer.getByRole('img', { name: 'Separations of the page' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('img', { name: 'Separations of the page' })).toHaveCount(0);
});
