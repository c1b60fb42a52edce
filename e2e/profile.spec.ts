import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test('the profile from the user menu: who, plan, clients, session end, stay signed in and sign out', async ({
  signedIn: page,
}) => {
  await page.getByRole('button', { name: 'Anna Berg' }).click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText('anna@demo.test', { exact: true })).toBeVisible();
  await expect(page.getByText('Pro (API access)')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Acme Packaging' })).toContainText(
    'default for new webhooks',
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'Nordic Foods' })).toBeVisible();
  await expect(page.getByText(/Your session ends at .+\(in 10 hours\)\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Stay signed in: the re-login dialog asks for the password and renews the session.
  await page.getByRole('button', { name: 'Stay signed in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel(/^password$/i).fill('demo');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
