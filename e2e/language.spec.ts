import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test('a signed-in person chooses the app’s language; it stays after a reload', async ({
  signedIn: page,
}) => {
  // The banner, not the navigation by name: its name is translated too.
  const nav = page.getByRole('banner');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(nav.getByRole('link', { name: 'Meine Aufgaben' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Meine Aufgaben' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('combobox', { name: 'שפה' }).selectOption('en');
  await expect(nav.getByRole('link', { name: 'My tasks' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
