import type { Page } from '@playwright/test';
import type { CompareTestSnapshot } from '../src/features/compare';
import { expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';
import { fixturePdf } from './find-layers-helpers';
import { uploadFromPage, versionProcessed } from './upload-helpers';

/**
 * Layers in compare (issue 29 item 4) on the project's layered carton: version 2
 * (layered-carton-v2.pdf) adds French text in a layer of its own.
 */

const COLD_BREW = 'prj-acme-cold-brew-label';
/** A spot of the carton only its white ink covers (shares of the page). */
const WHITE_INK_SPOT = [0.65, 0.45] as const;
/** Uploading, processing and drawing both PDFs on a busy 2-core machine. */
const SLOW = { timeout: 30_000 };

/** The blue the compare canvas `label` shows at a page point (shares), read off its pixels. */
function blueAt(page: Page, label: string): Promise<number> {
  return page.evaluate(
    ({ label, x, y }) => {
      const api = (window as unknown as { __proofdeskTest?: { compare?: () => unknown } })
        .__proofdeskTest;
      const snapshot = api?.compare?.() as CompareTestSnapshot | undefined;
      const canvas = document.querySelector<HTMLCanvasElement>(`canvas[aria-label="${label}"]`);
      if (!snapshot?.imageSize || !canvas) return -1;
      const { viewport, imageSize } = snapshot;
      const box = canvas.getBoundingClientRect();
      const cssX = viewport.x + x * imageSize.width * viewport.scale;
      const cssY = viewport.y + y * imageSize.height * viewport.scale;
      const px = Math.round(cssX * (canvas.width / box.width));
      const py = Math.round(cssY * (canvas.height / box.height));
      return canvas.getContext('2d')?.getImageData(px, py, 1, 1).data[2] ?? -1;
    },
    { label, x: WHITE_INK_SPOT[0], y: WHITE_INK_SPOT[1] },
  );
}

/** The share of the page that differs between the versions, from the test API. */
function changedShare(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const api = (window as unknown as { __proofdeskTest?: { compare?: () => unknown } })
      .__proofdeskTest;
    return (api?.compare?.() as CompareTestSnapshot | undefined)?.changedShare ?? null;
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('layers of two carton versions are matched by name and hidden in both at once', async ({
    signedIn: page,
  }) => {
    const name = 'oat-crunch-carton-layers.pdf';
    const assetUID = await uploadPdf(page, name, fixturePdf('layered-carton.pdf'));
    await versionProcessed(page, assetUID, 1);
    await uploadPdf(page, name, fixturePdf('layered-carton-v2.pdf'));
    await versionProcessed(page, assetUID, 2);
    await openInApp(page, `/review/${assetUID}/compare?from=1&to=2`);

    const v2 = 'Page of version 2';
    await expect(page.getByRole('img', { name: v2 })).toBeVisible(SLOW);
    expect(await blueAt(page, v2)).toBeGreaterThan(200);

    // Both files have layers: the list is found without asking.
    await page.getByRole('button', { name: 'Layers', exact: true }).tap();
    const panel = page.getByRole('region', { name: 'Layers of both versions' });
    await expect(panel.getByRole('checkbox')).toHaveCount(6);
    await expect(panel.getByRole('checkbox', { name: 'Dieline' })).toBeFocused();
    await expect(panel.getByRole('checkbox', { name: 'Text FR only in version 2' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Text PL' })).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);

    // One switch hides the white ink of both versions: the carton's colour shows there.
    await panel.getByText('White ink').tap();
    await expect(panel.getByRole('checkbox', { name: 'White ink' })).not.toBeChecked();
    await expect.poll(() => blueAt(page, v2), SLOW).toBeLessThan(150);
    await page.getByRole('group', { name: 'Version shown' }).getByText('Version 1').tap();
    await expect.poll(() => blueAt(page, 'Page of version 1'), SLOW).toBeLessThan(150);
    await expect(
      page.getByRole('button', { name: 'Layers (your view differs from the files)' }),
    ).toBeVisible();

    // Back as the files are: the bitmaps made at processing show again.
    await panel.getByRole('button', { name: 'Show as in the files' }).tap();
    await expect(panel.getByRole('checkbox', { name: 'White ink' })).toBeChecked();
    await expect.poll(() => blueAt(page, 'Page of version 1'), SLOW).toBeGreaterThan(200);

    // The French text is version 2's only difference: hidden, the two pages are the same.
    expect(await changedShare(page)).toBeGreaterThan(0);
    await panel.getByText('Text FR').tap();
    await expect(
      panel.getByRole('checkbox', { name: 'Text FR only in version 2' }),
    ).not.toBeChecked();
    await expect.poll(() => changedShare(page), SLOW).toBe(0);

    // Find in the text of both: the German allergen line in each, the French line in v2 alone.
    await page.getByRole('button', { name: 'Find text' }).tap();
    const field = page.getByRole('searchbox', { name: 'Find text in both versions' });
    const status = page.getByRole('search').getByRole('status');
    await field.fill('nussen');
    await expect(status).toHaveText('Version 1: 1 match · Version 2: 1 match', SLOW);
    // One stop for both; the page below the bar comes into view with the match marked.
    await field.press('Enter');
    await expect(status).toHaveText('Version 1: 1 match · Version 2: 1 match · 1 of 1');
    // Version 1 is the one shown since the flip above.
    await expect(page.getByRole('img', { name: 'Page of version 1' })).toBeInViewport();
    await expect(page.locator('[data-find-mark="current"]')).toHaveCount(1);
    await field.fill('ingredients');
    await expect(status).toHaveText('Version 1: no matches · Version 2: 1 match');
  });
});

test('by keyboard, in the difference view: a layer only version 2 has, hidden, leaves no difference', async ({
  signedIn: page,
}) => {
  const name = 'oat-crunch-carton-keys.pdf';
  const assetUID = await uploadPdf(page, name, fixturePdf('layered-carton.pdf'));
  await versionProcessed(page, assetUID, 1);
  await uploadPdf(page, name, fixturePdf('layered-carton-v2.pdf'));
  await versionProcessed(page, assetUID, 2);
  await openInApp(page, `/review/${assetUID}/compare?from=1&to=2`);
  await page.getByRole('toolbar').getByText('Difference', { exact: true }).click();
  await expect(page.getByRole('img', { name: /^Pixels that differ/ })).toBeVisible(SLOW);
  expect(await changedShare(page)).toBeGreaterThan(0);

  const button = page.getByRole('button', { name: 'Layers', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Layers of both versions' });
  await expect(panel.getByRole('checkbox', { name: 'Dieline' })).toBeFocused();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect(panel.getByRole('checkbox', { name: 'Text FR only in version 2' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(() => changedShare(page), SLOW).toBe(0);
  await expect(page.getByText('Changed pixels: 0% of the page')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Escape closes the list and gives the focus back to its button, which now says the view differs.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(
    page.getByRole('button', { name: 'Layers (your view differs from the files)' }),
  ).toBeFocused();
});

function uploadPdf(page: Page, name: string, bytes: Buffer): Promise<string> {
  return uploadFromPage(page, { project: COLD_BREW, name, bytes, type: 'application/pdf' });
}
