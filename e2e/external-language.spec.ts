import { inviteExternalReviewer } from './external-helpers';
import { expect, test } from './fixtures';

const LABEL = 'forest-harvest-lingonberry-nectar-1l-carton-wrap.png';

test.describe('the link’s language wins over the browser’s', () => {
  test.use({ locale: 'en-US' });

  test('a Hebrew invitation opened on an English browser speaks Hebrew, and the picker says so', async ({
    page,
  }) => {
    // The task's invitation language, without `?lang=` (a link copied from the task record).
    const link = await inviteExternalReviewer(page, { language: 'Hebrew' });
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: LABEL })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.getByLabel('שפה')).toHaveValue('he');
    await expect(page.getByRole('button', { name: 'מלבן' })).toBeVisible();
  });

  test('`?lang=pl` on an English invitation speaks Polish before and after opening', async ({
    page,
  }) => {
    const link = await inviteExternalReviewer(page, { language: 'English', password: 'kod-7' });
    await page.goto(`${link}?lang=pl`);
    await expect(
      page.getByRole('heading', { name: 'Ta recenzja jest chroniona hasłem' }),
    ).toBeVisible();
    await expect(page.getByLabel('Język')).toHaveValue('pl');
    await page.getByLabel('Hasło').fill('kod-7');
    await page.getByRole('button', { name: 'Otwórz recenzję' }).click();
    await expect(page.getByRole('button', { name: 'Prostokąt' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByLabel('Język')).toHaveValue('pl');
  });
});

test.describe('on a German phone, a Hebrew link', () => {
  test.use({
    locale: 'de-DE',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });

  test('opens in Hebrew, right to left, with Hebrew in the picker', async ({ page }) => {
    const link = await inviteExternalReviewer(page, { language: 'Hebrew' });
    await page.goto(`${link}?lang=he`);
    await expect(page.getByRole('heading', { level: 1, name: LABEL })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.getByLabel('שפה')).toHaveValue('he');
    await expect(page.getByRole('button', { name: 'אישור', exact: true })).toBeVisible();
  });
});
