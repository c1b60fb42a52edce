import { expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';
import { assetsList, dragTo, folder, openFolder, openLibrary, option } from './library-helpers';

// Tall enough that the tree and a row of cards are both in view while dragging.
test.use({ viewport: { width: 1280, height: 1000 } });

const KETCHUP = { uid: 'prj-acme-private-label-ketchup', name: 'Private label ketchup 500 ml' };
const COLD_BREW = { uid: 'prj-acme-cold-brew-label', name: 'Cold Brew coffee label 250 ml' };

test('an asset is found by tag and text, its details show the history, and a copy lands in a project', async ({
  signedIn: page,
}) => {
  await openLibrary(page, '?folder=dal-acme-cereal&view=list');
  await expect(option(page, 'morning-harbour-granola-honey-500g-carton-flat.png')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Filter by tag').selectOption('oat');
  await expect(assetsList(page).getByRole('option')).toHaveCount(2);
  await expect(page).toHaveURL(/tag=oat/);
  await page.getByLabel('Search name, description, tags').fill('750');
  await expect(assetsList(page).getByRole('option')).toHaveCount(1);
  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(page).not.toHaveURL(/view=list/);

  // Keyboard: focus the list, open the details with Enter.
  await assetsList(page).focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('complementary', {
    name: 'morning-harbour-oat-crunch-750g-carton-flat.png',
  });
  await expect(details.getByRole('heading', { name: /^History \(\d+ entr/ })).toBeVisible();
  await expect(details.getByText(/^Added to the library from project/)).toBeVisible();
  await expect(details.getByRole('link', { name: 'Oat Crunch cereal box 500 g' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await details.getByRole('button', { name: 'Copy to project…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Copy morning-harbour-oat-crunch-750g/ });
  await expect(dialog.getByRole('radio', { name: /Lingonberry/ })).toHaveCount(0);
  await dialog.getByLabel('Find a project').fill('ketchup');
  await dialog.getByRole('radio', { name: new RegExp(KETCHUP.name) }).check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Copy to this project' }).click();
  await expect(
    page.getByText(
      `morning-harbour-oat-crunch-750g-carton-flat.png was copied to ${KETCHUP.name} as version 1.`,
    ),
  ).toBeVisible();
  await expect(details.getByText(new RegExp(`^Copied to project '${KETCHUP.name}'`))).toBeVisible();

  // The picker lists that project first next time.
  await details.getByRole('button', { name: 'Copy to project…' }).click();
  await expect(page.getByRole('group', { name: 'Recently used' }).getByRole('radio')).toHaveCount(
    1,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page
    .getByRole('link', { name: 'Open the copy of morning-harbour-oat-crunch-750g-carton-flat.png' })
    .click();
  await expect(page).toHaveURL(/\/review\//);
  await openInApp(page, `/projects/${KETCHUP.uid}/assets`);
  // A full page load starts the offline service again: allow a slow machine.
  await expect(
    page.getByRole('button', { name: /morning-harbour-oat-crunch-750g-carton-flat\.png/ }),
  ).toBeVisible({ timeout: 30_000 });
});

test('five assets are bulk-moved by Shift-click and by keyboard, then dragged onto a folder', async ({
  signedIn: page,
}) => {
  await openLibrary(page, '?folder=dal-acme-coffee-single');
  const names = [
    'acme-single-origin-brazil-500g-front.jpg',
    'acme-single-origin-brazil-front.jpg',
    'acme-single-origin-colombia-500g-front.jpg',
    'acme-single-origin-colombia-front.jpg',
    'acme-single-origin-ethiopia-500g-front.jpg',
  ];
  await option(page, names[0] ?? '').click();
  await option(page, names[4] ?? '').click({ modifiers: ['Shift'] });
  await expect(page.getByText('5 of 14 selected')).toBeVisible();
  await expect(assetsList(page).getByRole('option', { selected: true })).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('toolbar', { name: 'Selected assets' })
    .getByRole('button', { name: 'Move to…' })
    .click();
  const picker = page.getByRole('dialog', { name: 'Move 5 assets to…' });
  await picker.getByLabel('Find a folder').fill('blends');
  await picker
    .getByRole('listbox')
    .selectOption({ label: 'Acme Packaging library / Approved artwork / Coffee / Blends' });
  await picker.getByRole('button', { name: 'Move 5 assets here' }).click();
  await expect(
    page.getByText(
      '5 assets moved to Acme Packaging library / Approved artwork / Coffee / Blends.',
    ),
  ).toBeVisible();
  await expect(assetsList(page).getByRole('option')).toHaveCount(9);

  // Keyboard: Space selects, Shift+arrows extend, the same toolbar acts.
  await assetsList(page).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Space');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByText('2 of 9 selected')).toBeVisible();
  await page.keyboard.press('Control+a');
  await expect(page.getByText('9 of 9 selected')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('0 of 9 selected')).toBeVisible();

  // Drag: two selected assets onto "Packshots" in the tree.
  await folder(page, 'Brand assets').focus();
  await page.keyboard.press('ArrowRight');
  await expect(folder(page, 'Packshots')).toBeVisible();
  await option(page, 'acme-single-origin-guatemala-front.jpg').click();
  await option(page, 'acme-single-origin-kenya-front.jpg').click({ modifiers: ['Control'] });
  await dragTo(page, option(page, 'acme-single-origin-kenya-front.jpg'), folder(page, 'Packshots'));
  await expect(
    page.getByText('2 assets moved to Acme Packaging library / Brand assets / Packshots.'),
  ).toBeVisible();
  await expect(assetsList(page).getByRole('option')).toHaveCount(7);

  await openFolder(page, 'Packshots');
  await option(page, 'acme-single-origin-kenya-front.jpg').dblclick();
  await expect(
    page.getByRole('complementary').getByText("Moved from folder 'Single origin' to 'Packshots'."),
  ).toBeVisible();
});

// One app start for both journeys: each fresh test starts the app again (about 4 s of CPU).
test('deleting assets asks first and empties a folder step by step; a project asset is then added to the library with its history', async ({
  signedIn: page,
}) => {
  await test.step('deleting assets asks first, says it cannot be undone, and empties the folder step by step', async () => {
    await openLibrary(page, '?folder=dal-acme-cartons&view=list');
    await expect(assetsList(page).getByRole('option')).toHaveCount(4);
    await assetsList(page).focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+ArrowDown');
    await page
      .getByRole('toolbar', { name: 'Selected assets' })
      .getByRole('button', { name: 'Delete…' })
      .click();
    const ask = page.getByRole('dialog', { name: 'Delete 2 assets?' });
    await expect(ask).toContainText('this cannot be undone');
    await expectNoSeriousA11yViolations(page);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(assetsList(page).getByRole('option')).toHaveCount(4);
    await page
      .getByRole('toolbar', { name: 'Selected assets' })
      .getByRole('button', { name: 'Delete…' })
      .click();
    await ask.getByRole('button', { name: 'Delete 2 assets' }).click();
    await expect(page.getByText('2 assets deleted.')).toBeVisible();
    await expect(assetsList(page).getByRole('option')).toHaveCount(2);
  });

  await test.step('a project asset is added to the library and its history is there', async () => {
    await openInApp(page, `/projects/${COLD_BREW.uid}/assets`);
    await page
      .getByRole('button', { name: /bean-and-bottle-cold-brew-original-250ml-label\.jpg/ })
      .click();
    const details = page.getByRole('dialog', {
      name: 'bean-and-bottle-cold-brew-original-250ml-label.jpg',
    });
    await details.getByRole('button', { name: 'Add to library…' }).click();
    const add = page.getByRole('dialog', {
      name: 'Add bean-and-bottle-cold-brew-original-250ml-label.jpg to the library',
    });
    await add
      .getByLabel('Library folder')
      .selectOption({ label: 'Acme Packaging library / Brand assets / Logos' });
    await expectNoSeriousA11yViolations(page);
    await add.getByRole('button', { name: 'Add to library' }).click();
    await expect(
      details.getByText(
        /was added to the library in Acme Packaging library \/ Brand assets \/ Logos/,
      ),
    ).toBeVisible();
    await details.getByRole('link', { name: 'Open it in the library' }).click();

    await expect(folder(page, 'Logos')).toHaveAttribute('aria-selected', 'true');
    await expect(option(page, 'bean-and-bottle-cold-brew-original-250ml-label.jpg')).toBeVisible();
    const panel = page.getByRole('complementary', {
      name: 'bean-and-bottle-cold-brew-original-250ml-label.jpg',
    });
    await expect(
      panel.getByText(`Added to the library from project '${COLD_BREW.name}' (version 1).`),
    ).toBeVisible();
    await expect(panel.getByRole('link', { name: COLD_BREW.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The original stays in its project.
    await openInApp(page, `/projects/${COLD_BREW.uid}/assets`);
    await expect(
      page.getByRole('button', { name: /bean-and-bottle-cold-brew-original-250ml-label\.jpg/ }),
    ).toBeVisible({ timeout: 30_000 });
  });
});
