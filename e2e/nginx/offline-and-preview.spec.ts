import { expect, signIn, test } from '../fixtures';
import { OFFLINE_ORIGIN, PREVIEW_ORIGIN } from './origins';

test.describe('the offline demo from the same nginx (PROOFDESK_API_BASE_URL empty)', () => {
  test.use({ baseURL: OFFLINE_ORIGIN });

  test('signs in and shows the demo dashboard from the offline service', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Offline demo', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => fetch('/config.json').then((r) => r.json()))).toEqual({
      apiBaseUrl: '',
    });
  });
});

test.describe("docs/deployment.md's preview steps: dist/config.json names the API, npm run preview", () => {
  test.use({ baseURL: PREVIEW_ORIGIN });

  test('signs in against the API on its own origin', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
