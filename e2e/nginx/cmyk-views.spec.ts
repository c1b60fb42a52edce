import { expect, signIn, test } from '../fixtures';
import { at, openReview } from '../review-helpers';

// Served by deploy/nginx for a real API; the fixtures fail every test on any
// Content-Security-Policy violation, in the page or in a worker.

test('without ink views from the server, the views are built from the original with WebAssembly', async ({
  page,
}) => {
  // A Review and Approval Service without our ink-view extension: no page has one.
  await page.route('**/inks-0', (route) => route.fulfill({ status: 404 }));
  const worker = page.waitForResponse((answer) =>
    /\/assets\/cmyk-view-worker-[\w-]+\.js$/.test(answer.url()),
  );
  await signIn(page);
  // src/offline/artwork/cmyk-carton-proof.ts: a Deflate CMYK TIFF, rich black at 320 %.
  await openReview(page, 'ast-acme-granola-cmyk-proof');
  await page.keyboard.press('i');
  const panel = page.getByRole('region', { name: 'Colour' });
  await expect(page.locator('[data-inspect-surface]')).toBeVisible();
  await panel.getByLabel('Mark areas over the limit').check();
  await expect(panel.getByText('Highest on this page: 320.0 %')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Areas over 300 % total coverage' })).toBeVisible();
  await panel.getByLabel('Show separations').check();
  await expect(page.getByRole('img', { name: 'Separations of the page' })).toBeVisible();
  // The worker's own policy lets it compile its WebAssembly; the page's does not.
  const policy = (await worker).headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  const black = await at(page, 390 / 1200, 338 / 720);
  await page.mouse.click(black.x, black.y);
  await expect(panel.getByText('C 80.0 %  M 60.0 %  Y 80.0 %  K 100.0 %')).toBeVisible();
});
