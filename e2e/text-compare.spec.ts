import type { Page } from '@playwright/test';
import { readFixtureFonts } from '../src/testing/fixture-fonts.node';
import { buildTextCompareFixtures } from '../src/testing/text-compare-fixtures';
import { expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';
import { uploadFromPage, versionProcessed } from './upload-helpers';

const BACK_PANEL_COMPARE = '/review/ast-acme-granola-back-panel/compare?from=1&to=2';
/** Reading both PDFs and drawing their pages on a busy 2-core machine. */
const READ = { timeout: 30_000 };

/** The demo back panel's differences, in list order (number changes first). */
const BACK_PANEL_DIFFERENCES = [
  ['Number changed', '12 g', '10 g'],
  ['Moved: now here in version 2', '', 'Store in a cool, dry place.'],
  ['Changed', 'Ingredents:', 'Ingredients:'],
  ['Changed', '(gluten).', '(gluten), milk.'],
  ['Moved: was here in version 1', 'Store in a cool, dry place.', ''],
] as const;

async function chooseText(page: Page, label: string): Promise<void> {
  // The radio is visually hidden behind its label, as in the other compare views.
  await page.getByRole('toolbar').getByText(label, { exact: true }).click();
  await expect(page.getByRole('radio', { name: label })).toBeChecked();
}

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

test('Text view: the demo back panel lists its text edits, steps through them by key and ties them to the comments', async ({
  signedIn: page,
}) => {
  await openInApp(page, BACK_PANEL_COMPARE);
  await chooseText(page, 'Text');
  await expect(page.getByRole('heading', { name: '5 text differences' })).toBeVisible(READ);
  expect(await listed(page)).toEqual(BACK_PANEL_DIFFERENCES);
  await expect(page.getByRole('img', { name: /Page 1 of version 1/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Page 1 of version 2/ })).toBeVisible();

  // N and P step through the list; the chosen one is outlined on both pages.
  await page.keyboard.press('n');
  await expect(page.getByText('Difference 1 of 5')).toBeVisible();
  await expect(page.locator('[data-difference][aria-pressed="true"]')).toContainText('10 g');
  await page.keyboard.press('n');
  await page.keyboard.press('n');
  await expect(page.getByText('Difference 3 of 5')).toBeVisible();
  await page.keyboard.press('p');
  await expect(page.getByText('Difference 2 of 5')).toBeVisible();

  // Was it fixed? Both requests are answered; the allergen and the moved line nobody asked for.
  await expect(page.getByText('2 of 2 requests answered by a text change')).toBeVisible();
  await expect(page.getByText('Version 2 changed the text here (1 change)')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: '3 changes nobody asked for' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The pairing is the reviewer's to change: page 1 compared with no page is all new.
  await page.getByText('Page pairing').click();
  await page
    .getByLabel('Page 1 of version 2 compared with')
    .selectOption({ label: 'No page (all new)' });
  expect((await listed(page)).map(([kind]) => kind)).toEqual([
    'Page only in version 2',
    'Page only in version 1',
  ]);
});

test('Text view of an image asset says there is no text layer and offers the pixel views', async ({
  signedIn: page,
}) => {
  await openInApp(page, '/review/ast-nordic-jam-label/compare');
  await chooseText(page, 'Text');
  await expect(page.getByText('These files are images: they have no text layer.')).toBeVisible();
  await page.getByRole('button', { name: 'Show the pixel difference' }).click();
  await expect(page.getByRole('radio', { name: 'Difference' })).toBeChecked();
});

test('in Hebrew, the fixture label: edits in Latin, Hebrew and Ukrainian, an inserted page and an outlined page', async ({
  signedIn: page,
}) => {
  const { v1, v2 } = await buildTextCompareFixtures(readFixtureFonts());
  const project = 'prj-acme-cold-brew-label';
  const assetUID = await uploadFromPage(page, {
    project,
    name: 'granola-label-text.pdf',
    bytes: v1,
    type: 'application/pdf',
  });
  await versionProcessed(page, assetUID, 1);
  await uploadFromPage(page, {
    project,
    name: 'granola-label-text.pdf',
    bytes: v2,
    type: 'application/pdf',
  });
  await versionProcessed(page, assetUID, 2);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openInApp(page, `/review/${assetUID}/compare?from=1&to=2`);
  await chooseText(page, 'טקסט');
  await expect(page.getByRole('heading', { name: '10 הבדלים בטקסט' })).toBeVisible(READ);
  expect((await listed(page)).map(([, old, added]) => `${old} → ${added}`)).toEqual([
    '12 g → 10 g',
    'Ingredents: → Ingredients:',
    'almonds → almonds, milk',
    '7 g → 7.0 g',
    'Keep away from direct sunlight → Keep away from direct sunlight',
    ' → New recipe Now with a third less sugar',
    '12 גרם → 10 גרם',
    'שקדים → שקדים, חלב',
    '12 г → 10 г',
    ' → прохолодному',
  ]);
  const kinds = (await listed(page)).map(([kind]) => kind);
  expect(kinds.filter((kind) => kind === 'רק עיצוב')).toHaveLength(2);
  expect(kinds).toContain('עמוד רק בגרסה 2');
  await expect(page.getByText('לעמוד 5 של גרסה 2 אין טקסט (קווי מתאר או תמונה)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the Text view stacks both pages and a tap on a difference shows it', async ({
    signedIn: page,
  }) => {
    await openInApp(page, BACK_PANEL_COMPARE);
    await page.getByRole('toolbar').getByText('Text', { exact: true }).tap();
    await expect(page.getByRole('heading', { name: '5 text differences' })).toBeVisible(READ);
    await page.locator('[data-difference]').nth(2).tap();
    await expect(page.getByText('Difference 3 of 5')).toBeVisible();
    // The list is below both pages: the chosen difference is brought back into view.
    await expect(page.getByRole('img', { name: /Page 1 of version 1/ })).toBeInViewport();
    const [oldPanel, newPanel] = await Promise.all([
      page.getByRole('img', { name: /Page 1 of version 1/ }).boundingBox(),
      page.getByRole('img', { name: /Page 1 of version 2/ }).boundingBox(),
    ]);
    // Zoomed in: the page is wider than the phone.
    expect(oldPanel?.width ?? 0).toBeGreaterThan(390);
    expect(newPanel?.width).toBe(oldPanel?.width);
    await expectNoSeriousA11yViolations(page);
  });
});
