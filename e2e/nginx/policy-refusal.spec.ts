import { expect, test } from '@playwright/test';
import { API_ORIGIN, OFFLINE_ORIGIN } from './origins';

// A config.json that names an API the policy does not allow (edited by hand on a host whose
// headers were not updated): the offline nginx's policy allows only 'self'. The shared fixtures
// would fail this test on the very violation it is about, so it uses Playwright's own.
test.use({ baseURL: OFFLINE_ORIGIN });

test('signing in says the policy refused the API origin instead of blaming the connection', async ({
  page,
}) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { apiBaseUrl: API_ORIGIN } }),
  );
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (uri: string) => violations.push(uri));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (uri: string) => void }).reportViolation(
        event.blockedURI,
      );
    });
  });
  await page.goto('/login');
  await page.getByLabel(/e-?mail|user name/i).fill('anna@demo.test');
  await page.getByLabel(/^password$/i).fill('demo');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByRole('alert')).toContainText(
    `The browser blocked the connection to ${API_ORIGIN}`,
  );
  await expect(page.getByRole('alert')).not.toContainText('Cannot reach the service');
  expect(violations.some((uri) => uri.startsWith(API_ORIGIN))).toBe(true);
});
