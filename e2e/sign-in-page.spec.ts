import { readManifest } from '../bench/bundle-size';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const distDir = process.env.E2E_DIST ?? 'dist';
const OFFLINE_SERVICE = 'src/offline/platform/adapters/browser.ts';

test('the offline demo names its accounts; one is chosen and signed in by keyboard alone', async ({
  page,
}) => {
  await page.goto('/login');
  const accounts = page.getByRole('region', { name: 'Demo accounts' });
  await expect(accounts).toContainText('Every password is “demo”');
  await expect(accounts.getByRole('button')).toHaveText([
    /anna@demo\.test\s*Owner and admin/,
    /ravi@demo\.test\s*Reviewer, Acme Packaging/,
    /lena@demo\.test\s*Reviewer, Nordic Foods/,
  ]);
  await expectNoSeriousA11yViolations(page);

  const lena = accounts.getByRole('button', { name: /lena@demo\.test/ });
  await lena.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Email')).toHaveValue('lena@demo.test');
  await expect(page.getByLabel('Password')).toHaveValue('demo');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('"stay signed in" waits folded under the session length; the keyboard opens it', async ({
  page,
}) => {
  await page.goto('/login');
  const summary = page.getByText('Session length: 10 hours (standard)');
  const length = page.getByLabel('Stay signed in for');
  await expect(summary).toBeVisible();
  await expect(length).toBeHidden();

  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(length).toBeVisible();
  await length.selectOption({ label: '1 hour' });
  await expect(page.getByText('Session length: 1 hour')).toBeVisible();
  await page.getByText('Session length: 1 hour').focus();
  await page.keyboard.press('Space');
  await expect(length).toBeHidden();
});

test('the form shows before the offline service runs; signing in waits for it', async ({
  page,
}) => {
  const service = readManifest(distDir)[OFFLINE_SERVICE]?.file;
  expect(service, 'the offline service is a chunk of the build').toBeDefined();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/${service ?? ''}`, async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/login');
  await page.getByLabel('Email').fill('ravi@demo.test');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test.describe('on a phone in Hebrew', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the demo accounts and the session length read right to left', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('proofdesk.language', 'he'));
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const accounts = page.getByRole('region', { name: 'חשבונות הדגמה' });
    await expect(accounts.getByRole('button')).toHaveCount(3);
    await expect(page.getByText('משך החיבור: 10 שעות (רגיל)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
