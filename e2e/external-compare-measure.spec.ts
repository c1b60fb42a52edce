import type { Page } from '@playwright/test';
import { comparedAndShown, inPanel } from './compare-inspect-helpers';
import { inviteExternalReviewer } from './external-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * Keep as annotation from the external review's compare: offered exactly where the link may
 * annotate in the review tool. On the demo back panel (two PDF versions), links that allow
 * downloading the originals, so each version is sized from its PDF page.
 */
const BACK_PANEL = 'ast-acme-granola-back-panel';
const BACK_PANEL_NAME = 'morning-harbour-oat-crunch-500g-back-panel.pdf';

async function openCompare(page: Page, isReadOnly: boolean): Promise<void> {
  const link = await inviteExternalReviewer(page, {
    language: 'English',
    projectUID: 'prj-acme-oat-crunch-box',
    assetUIDs: [BACK_PANEL],
    isReadOnly,
    isAllowDownloadAssets: true,
  });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: BACK_PANEL_NAME })).toBeVisible();
  await page.getByRole('link', { name: 'Compare versions' }).click();
  await comparedAndShown(page);
}

test('a read-only link measures in compare but offers no keeping', async ({ page }) => {
  await openCompare(page, true);
  await page.getByRole('button', { name: 'Ruler', exact: true }).click();
  const ruler = page.getByRole('region', { name: 'Ruler' });
  await expect(ruler.getByText('Scale from the PDF page size.')).toHaveCount(2);
  const start = await inPanel(page, 0, 0.3, 0.5);
  const end = await inPanel(page, 0, 0.7, 0.5);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 4 });
  await page.mouse.up();
  await expect(ruler.getByRole('status').first().locator('dd').first()).toHaveText(/ mm$/);
  await expect(ruler.getByRole('group', { name: 'Keep the measurement on' })).toHaveCount(0);
  await expect(ruler.getByRole('button', { name: /Keep as annotation/ })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a writable link draws the ruler with a finger and keeps it on version 2', async ({
    page,
  }) => {
    test.slow();
    await openCompare(page, false);
    await page.getByRole('button', { name: 'Ruler', exact: true }).click();
    const ruler = page.getByRole('region', { name: 'Ruler' });
    await expect(ruler.getByText('Scale from the PDF page size.')).toHaveCount(2);
    // A finger drag on the page shown (touch events, as a phone sends them).
    const start = await inPanel(page, 0, 0.3, 0.5);
    const end = await inPanel(page, 0, 0.7, 0.5);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
    for (let step = 1; step <= 4; step++) {
      const x = start.x + ((end.x - start.x) * step) / 4;
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y: start.y }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const newer = ruler.getByRole('region', { name: 'Version 2' });
    const distance = newer.getByRole('status').locator('dd').first();
    await expect(distance).toHaveText(/^\d+\.\d\d mm$/);
    await ruler.getByRole('button', { name: 'Keep as annotation on version 2' }).click();
    await expect(
      ruler.getByText('Kept as an annotation on version 2', { exact: false }),
    ).toBeVisible();
    // Read once kept: the confirmation belongs to this very line, so the reading on screen is
    // the one kept. Read before, it could be a move of the finger the page had not yet shown.
    const value = await distance.textContent();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Back to the review' }).click();
    await expect(page.getByRole('heading', { level: 1, name: BACK_PANEL_NAME })).toBeVisible();
    // In the annotation list (the phone's panel below the artwork), with its values.
    await expect(page.getByText(`Measured: ${value ?? ''}`, { exact: false })).toHaveCount(1, {
      timeout: 30_000,
    });
  });
});
