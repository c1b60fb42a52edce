import type { Page } from '@playwright/test';
import { inviteExternalReviewer } from './external-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const BACK_PANEL = 'ast-acme-granola-back-panel';
const OAT_CRUNCH_BOX = 'prj-acme-oat-crunch-box';
const BACK_PANEL_NAME = 'morning-harbour-oat-crunch-500g-back-panel.pdf';
/** Reading both PDFs and drawing their pages on a busy 2-core machine. */
const READ = { timeout: 30_000 };

/**
 * The demo back panel's text edits from version 1 to 2 (src/offline/artwork/granola-back-panel.ts),
 * in list order, as the signed-in compare lists them (e2e/text-compare.spec.ts).
 */
const BACK_PANEL_DIFFERENCES = [
  ['Number changed', '12 g', '10 g'],
  ['Moved: now here in version 2', '', 'Store in a cool, dry place.'],
  ['Changed', 'Ingredents:', 'Ingredients:'],
  ['Changed', '(gluten).', '(gluten), milk.'],
  ['Moved: was here in version 1', 'Store in a cool, dry place.', ''],
] as const;

/** Each listed difference as [kind, old text, new text], read from the list's buttons. */
function listed(page: Page) {
  return page.locator('[data-difference]').evaluateAll((buttons) =>
    buttons.map((button) => {
      const kind = button.firstElementChild?.textContent ?? '';
      const old = button.querySelector('[data-side="old"]')?.textContent ?? '';
      const added = button.querySelector('[data-side="new"]')?.textContent ?? '';
      return [kind, old, added];
    }),
  );
}

/** A read-only link to the back panel for a regulator, made through the API as Anna. */
function inviteToBackPanel(page: Page, language: string, isAllowDownloadAssets = true) {
  return inviteExternalReviewer(page, {
    language,
    projectUID: OAT_CRUNCH_BOX,
    assetUIDs: [BACK_PANEL],
    isReadOnly: true,
    isAllowDownloadAssets,
  });
}

/** The address keeps the review token in its path only, never in the query string. */
function expectTokenInPathOnly(page: Page, link: string) {
  const url = new URL(page.url());
  const token = link.split('/external/')[1] ?? '';
  expect(url.pathname.startsWith(`/external/${token}`)).toBe(true);
  expect(decodeURIComponent(url.search)).not.toContain(decodeURIComponent(token));
}

test('an external reviewer compares v1 with v2 of the back panel in the Text view, read-only, and goes back', async ({
  page,
}) => {
  const link = await inviteToBackPanel(page, 'English');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: BACK_PANEL_NAME })).toBeVisible();
  // Compare is not part of the review's load: it comes when opened.
  expect(scripts.filter((path) => /compare/.test(path))).toEqual([]);

  // By keyboard, as far as the list of differences.
  await page.getByRole('link', { name: 'Compare versions' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Compare versions' })).toBeVisible();
  await expect(page).toHaveURL(/\/compare\?asset=ast-acme-granola-back-panel/);
  expectTokenInPathOnly(page, link);
  expect(scripts.filter((path) => /external-compare/.test(path))).toHaveLength(1);
  // The previous version against the one under review.
  await expect(page.getByLabel('Older version')).toHaveValue('1');
  await expect(page.getByLabel('Newer version')).toHaveValue('2');

  await page.getByRole('radio', { name: 'Text' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Text' })).toBeChecked();
  await expect(page.getByRole('heading', { name: '5 text differences' })).toBeVisible(READ);
  expect(await listed(page)).toEqual(BACK_PANEL_DIFFERENCES);
  await page.keyboard.press('n');
  await expect(page.getByText('Difference 1 of 5')).toBeVisible();
  await expect(page.locator('[data-difference][aria-pressed="true"]')).toContainText('10 g');
  await expect(page.getByText('2 of 2 requests answered by a text change')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // "Was it fixed?" in the pixel views shows the checks, which only the team confirms.
  await page.getByRole('toolbar').getByText('Difference', { exact: true }).click();
  await expect(
    page.getByText('This review link shows the checks read-only: the team confirms the fixes.'),
  ).toBeVisible(READ);
  for (const box of await page.getByRole('checkbox').all()) await expect(box).toBeDisabled();

  await page.getByRole('link', { name: 'Back to the review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: BACK_PANEL_NAME })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${link}\\?asset=${BACK_PANEL}$`));
});

test('a link without the originals says the text cannot be compared and offers the pixels', async ({
  page,
}) => {
  const link = await inviteToBackPanel(page, 'English', false);
  await page.goto(link);
  await page.getByRole('link', { name: 'Compare versions' }).click();
  await page.getByRole('toolbar').getByText('Text', { exact: true }).click();
  await expect(page.getByText(/does not include the original files/)).toBeVisible();
  await page.getByRole('button', { name: 'Show the pixel difference' }).click();
  await expect(page.getByRole('radio', { name: 'Difference' })).toBeChecked();

  // The measure tools work from the page images alone: no original is asked for, so each
  // version's size comes from a calibration, as in the review tool under such a link.
  const downloads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/asset/download')) downloads.push(request.url());
  });
  await page.getByRole('button', { name: 'Ruler', exact: true }).click();
  const ruler = page.getByRole('region', { name: 'Ruler' });
  for (const version of [1, 2]) {
    await expect(
      ruler.getByRole('button', { name: `Calibrate version ${String(version)}` }),
    ).toBeVisible();
  }
  expect(downloads).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone, a Hebrew link', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('compares in Hebrew, right to left, and keeps the language on the way back', async ({
    page,
  }) => {
    const link = await inviteToBackPanel(page, 'Hebrew');
    await page.goto(`${link}?lang=he`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('link', { name: 'השוואת גרסאות' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'השוואת גרסאות' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('lang')).toBe('he');
    expectTokenInPathOnly(page, link);

    await page.getByRole('toolbar').getByText('טקסט', { exact: true }).tap();
    await expect(page.getByRole('heading', { name: '5 הבדלים בטקסט' })).toBeVisible(READ);
    expect((await listed(page)).map(([, old, added]) => [old, added])).toEqual(
      BACK_PANEL_DIFFERENCES.map(([, old, added]) => [old, added]),
    );
    await page.locator('[data-difference]').nth(2).tap();
    await expect(page.locator('[data-difference][aria-pressed="true"]')).toContainText(
      'Ingredients:',
    );
    // Nothing wider than the phone but the zoomed pages inside their panels.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'חזרה לבדיקה' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: BACK_PANEL_NAME })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('lang')).toBe('he');
  });
});
