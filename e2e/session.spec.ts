import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';

/** Ends the signed-in session on the offline service, as if the token had run out. */
async function expireTokenNow(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const raw = sessionStorage.getItem('proofdesk.session');
    const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
    const response = await fetch('/api/v1/mock/session/expire', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    return response.status;
  });
  expect(status).toBe(200);
}

// One app start for the login page's refusals and the sign-in that follows them: each step
// starts from what the one before left on screen, as a person retrying would.
// One app start for both journeys: each fresh test starts the app again (about 4 s of CPU).
test('the login page refuses what it must and signs Anna in; an expired token then opens one re-login dialog and the save goes through once', async ({
  page,
}) => {
  await test.step('the login page: no serious axe finding; wrong credentials and a Lite plan are refused and keep what was typed; Anna signs in', async () => {
    await page.goto('/login');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    const signInButton = page.getByRole('button', { name: 'Sign in' });

    await test.step('no serious accessibility violations', async () => {
      await expect(signInButton).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('wrong credentials say so and keep the e-mail address', async () => {
      await email.fill('anna@demo.test');
      await password.fill('not-the-password');
      await signInButton.click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(email).toHaveValue('anna@demo.test');
    });

    await test.step('a Lite-plan account is refused with an explanation', async () => {
      await email.fill('lite@demo.test');
      await password.fill(DEMO_PASSWORD);
      await signInButton.click();
      await expect(page.getByRole('alert')).toContainText(/Pro plan/i);
      await expect(page).toHaveURL(/\/login/);
      await expect(email).toHaveValue('lite@demo.test');
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('Anna signs in and sees her projects', async () => {
      await email.fill('anna@demo.test');
      await password.fill(DEMO_PASSWORD);
      await signInButton.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByText('Sparkling Lemon 330 ml can').first()).toBeVisible();
      await expect(page.getByRole('banner').getByText('Anna Berg')).toBeVisible();
      await expect(page.getByText('Offline demo', { exact: true })).toBeVisible();
    });
  });

  await test.step('an expired token opens one re-login dialog and the save goes through once', async () => {
    await openInApp(page, '/offline-settings');
    const timeScale = page.getByLabel(/time scale/i);
    await timeScale.fill('42');

    await expireTokenNow(page);
    await page.getByRole('button', { name: 'Save settings' }).click();

    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    // The form underneath keeps what was typed while the dialog is open.
    await expect(timeScale).toHaveValue('42');
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText('Settings saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/time scale/i)).toHaveValue('42');
  });
});
