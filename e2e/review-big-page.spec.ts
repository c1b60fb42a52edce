import { flatPalettePng } from '../src/lib/png/flat-png';
import { expect, openInApp, test } from './fixtures';
import { answerWith, ASSETS, callApi, openReview } from './review-helpers';

/**
 * A print-size page (10,000 x 10,000 px) in the review tool: it fills in from the top, and a
 * file cut short says so in place of the artwork while comments and decisions go on working.
 */
test('a big page fills in and turns sharp; one cut short says so and the panel still works', async ({
  signedIn: page,
}) => {
  const asset = ASSETS.jamLabel;
  const current = await callApi<{ fullSizeBitmapUrl: string }>(
    page,
    'GET',
    `/api/v1/asset?AssetUID=${asset}`,
  );
  const url = current.result.fullSizeBitmapUrl;
  const big = flatPalettePng(10_000, 10_000);
  const loading = page.getByRole('status').filter({ hasText: 'Loading page 1' });

  await test.step('the whole page: sharp at fit, nothing left loading', async () => {
    await answerWith(page, url, big);
    await openReview(page, asset);
    await expect(loading).toHaveCount(0);
    const size = await page.evaluate(() => window.__proofdeskTest?.review?.viewport().page);
    expect(size).toMatchObject({ width: 10_000, height: 10_000 });
  });

  await test.step('cut short below its first rows: the message in place of the artwork', async () => {
    await answerWith(page, url, big.subarray(0, Math.floor(big.length * 0.9)));
    await openInApp(page, '/projects');
    // The review (and its page) must be gone first, or it stays mounted with the whole page.
    await expect(page.getByRole('application', { name: /^Artwork/ })).toHaveCount(0);
    await openInApp(page, `/review/${asset}`);
    const alert = page.getByRole('alert').filter({ hasText: 'Page 1 cannot be shown' });
    await expect(alert).toContainText('damaged, cut short or not a PNG image', { timeout: 30_000 });
    await expect(loading).toHaveCount(0);
    // The annotations panel still works without the artwork.
    const panel = page.getByRole('region', { name: 'Annotations' });
    const completed = panel.getByRole('radio', { name: /^Completed/ });
    // The radio is visually hidden behind its pill label (sr-only): checked as a user's click would.
    await completed.check({ force: true });
    await expect(completed).toBeChecked();
    await expect(panel.getByText(/reduced-sugar claim/)).toBeVisible();
  });
});
