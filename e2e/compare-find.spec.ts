import type { Page } from '@playwright/test';
import type { CompareTestSnapshot } from '../src/features/compare';
import { expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';

/** Find in compare (issue 29 item 3) on the demo back panel, whose version 2 has text edits. */

const BACK_PANEL_COMPARE = '/review/ast-acme-granola-back-panel/compare?from=1&to=2';
/** Reading both PDFs on a busy 2-core machine. */
const READ = { timeout: 30_000 };

const marks = (page: Page, side: 'before' | 'after' | 'both') =>
  page.locator(`[data-find-marks="${side}"]`);
/** The compare view's zoom through the test API (test builds only). */
const scale = (page: Page) =>
  page.evaluate(() => {
    const api = (window as unknown as { __proofdeskTest?: { compare?: () => unknown } })
      .__proofdeskTest;
    if (!api?.compare) throw new Error('The compare test API is not there (VITE_TEST_API=1?)');
    return (api.compare() as CompareTestSnapshot).viewport.scale;
  });

test('find marks each version’s matches, counts them per version and steps through both', async ({
  signedIn: page,
}) => {
  await openInApp(page, BACK_PANEL_COMPARE);
  const stage = page.getByRole('group', { name: 'Compared pages' });
  await expect(stage).toBeVisible(READ);

  // Ctrl+F in compare opens its own find, not the browser's.
  await stage.focus();
  await page.keyboard.press('Control+f');
  const field = page.getByRole('searchbox', { name: 'Find text in both versions' });
  await expect(field).toBeFocused();
  const status = page.getByRole('search').getByRole('status');

  await field.fill('GLUTEN');
  await expect(status).toHaveText('Version 1: 1 match · Version 2: 1 match', READ);
  await expect(marks(page, 'before')).toHaveAttribute('data-find-count', '1');
  await expect(marks(page, 'after')).toHaveAttribute('data-find-count', '1');

  // The heading in both, and the fixed "Ingredients:" (v1 has the typo "Ingredents:").
  await field.fill('ingredients');
  await expect(status).toHaveText('Version 1: 1 match · Version 2: 2 matches');
  const fitted = await scale(page);
  await field.press('Enter');
  await expect(status).toHaveText('Version 1: 1 match · Version 2: 2 matches · 1 of 2');
  await expect(page.locator('[data-find-mark="current"]')).toHaveCount(2);
  await field.press('Enter');
  await expect(status).toHaveText(
    'Version 1: 1 match · Version 2: 2 matches · 2 of 2, only in version 2',
  );
  await expect(page.locator('[data-find-mark="current"]')).toHaveCount(1);
  // Brought into view: both panels zoom to it together.
  expect(await scale(page)).toBeGreaterThan(fitted * 1.5);

  // A line that moved from the foot to the top: one stop in each version, the higher first.
  await field.fill('store in a COOL');
  await expect(status).toHaveText('Version 1: 1 match · Version 2: 1 match');
  await field.press('Enter');
  await expect(status).toHaveText(
    'Version 1: 1 match · Version 2: 1 match · 1 of 2, only in version 2',
  );
  await field.press('Shift+Enter');
  await expect(status).toHaveText(
    'Version 1: 1 match · Version 2: 1 match · 2 of 2, only in version 1',
  );

  // The allergen added in version 2; with one panel for both, both versions' marks show.
  await field.fill('milk');
  await expect(status).toHaveText('Version 1: no matches · Version 2: 1 match');
  await page.getByRole('toolbar').getByText('Overlay', { exact: true }).click();
  await expect(marks(page, 'both')).toHaveAttribute('data-find-count', '1');
  await expectNoSeriousA11yViolations(page);

  // Escape closes find and gives the focus back to its button.
  await field.press('Escape');
  await expect(field).toBeHidden();
  await expect(page.getByRole('button', { name: 'Find text' })).toBeFocused();
  await expect(marks(page, 'both')).toHaveAttribute('data-find-count', '0');
});

test('in Hebrew, find in compare of two images says plainly that neither has text', async ({
  signedIn: page,
}) => {
  await page.getByRole('combobox', { name: 'Language' }).selectOption('he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openInApp(page, '/review/ast-nordic-jam-label/compare');
  await expect(page.getByRole('img', { name: /^עמוד של גרסה/ }).first()).toBeVisible(READ);
  await page.keyboard.press('Control+f');
  const field = page.getByRole('searchbox', { name: 'חיפוש טקסט בשתי הגרסאות' });
  await expect(field).toBeVisible();
  await expect(page.getByRole('search').getByRole('status')).toHaveText(
    /^גרסה \d+ היא תמונה ללא שכבת טקסט: החיפוש פועל בקובצי PDF\. · גרסה \d+ היא תמונה ללא שכבת טקסט: החיפוש פועל בקובצי PDF\.$/,
  );
  await expect(field).toBeDisabled();
  // Images have no layers: no Layers button.
  await expect(page.getByRole('button', { name: /^שכבות/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
