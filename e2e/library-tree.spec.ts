import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { assetsList, createFolder, folder, openFolder, openLibrary, tree } from './library-helpers';

// One app start for these journeys: each fresh test starts the app again (about 4 s of CPU).
test('the folder tree follows the WAI-ARIA tree keys; folders three deep are created, renamed, and the client switches', async ({
  signedIn: page,
}) => {
  await test.step('the folder tree follows the WAI-ARIA tree keys and opens folders into the URL', async () => {
    await openLibrary(page);
    const root = folder(page, 'Acme Packaging library');
    // The root holds no assets itself: the library opens on its first folder that does.
    await expect(folder(page, 'Approved artwork')).toHaveAttribute('aria-selected', 'true');
    await expect(assetsList(page).getByRole('option').first()).toBeVisible();
    await expect(root).toHaveAttribute('aria-level', '1');
    await expectNoSeriousA11yViolations(page);
    // Icons are SVG: emoji showed as empty boxes where no emoji font is installed.
    for (const name of ['Acme Packaging library', 'Approved artwork']) {
      await expect(folder(page, name).locator('svg')).toHaveCount(2); // chevron and folder
      await expect(folder(page, name)).toHaveText(name);
    }

    await root.focus();
    await page.keyboard.press('ArrowDown');
    await expect(folder(page, 'Approved artwork')).toBeFocused();
    // The app's focus ring (2 px outline, focus-ring.ts), not a ring of the tree's own.
    await expect(folder(page, 'Approved artwork')).toHaveCSS('outline-style', 'solid');
    await expect(folder(page, 'Approved artwork')).toHaveCSS('outline-width', '2px');
    await page.keyboard.press('ArrowRight');
    await expect(folder(page, 'Approved artwork')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(folder(page, 'Cereal')).toBeFocused();
    await expect(folder(page, 'Cereal')).toHaveAttribute('aria-level', '3');
    await page.keyboard.press('ArrowLeft');
    await expect(folder(page, 'Approved artwork')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(folder(page, 'Approved artwork')).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('End');
    await expect(folder(page, 'Dieline templates')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(root).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/folder=dal-acme-approved/);
    await expect(folder(page, 'Approved artwork')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: /^Approved artwork/ })).toBeVisible();
    // A reload comes back to the same folder, revealed in the tree.
    await openLibrary(page, '?folder=dal-acme-coffee-single');
    await expect(folder(page, 'Single origin')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText(
      'Acme Packaging library/Approved artwork/Coffee/Single origin',
    );
  });

  await test.step('folders three deep are created, renamed with a clash explained, and the client switches', async () => {
    await openLibrary(page);
    await openFolder(page, 'Brand assets');
    await createFolder(page, 'Seasonal');
    await createFolder(page, 'Christmas 2026');
    await createFolder(page, 'Gift boxes');
    await expect(folder(page, 'Gift boxes')).toHaveAttribute('aria-level', '5');
    await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText(
      'Brand assets/Seasonal/Christmas 2026/Gift boxes',
    );
    await expectNoSeriousA11yViolations(page);

    // A name its parent already holds is explained before anything is sent, and kept.
    await folder(page, 'Seasonal').focus();
    await page.keyboard.press('F2');
    const dialog = page.getByRole('dialog', { name: 'Rename Seasonal' });
    await dialog.getByLabel('Folder name').fill('LOGOS');
    await dialog.getByRole('button', { name: 'Rename folder' }).click();
    await expect(
      dialog.getByText(/Brand assets already holds a folder named “LOGOS”/),
    ).toBeVisible();
    await expect(dialog.getByLabel('Folder name')).toHaveValue('LOGOS');
    await dialog.getByLabel('Folder name').fill('  ');
    await dialog.getByRole('button', { name: 'Rename folder' }).click();
    await expect(dialog.getByText('Give the folder a name.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Folder name').fill('Seasonal 2026');
    await dialog.getByRole('button', { name: 'Rename folder' }).click();
    await expect(folder(page, 'Seasonal 2026')).toBeVisible();
    await expect(folder(page, 'Gift boxes')).toBeVisible();

    await page.getByLabel('Client').selectOption({ label: 'Nordic Foods' });
    // The other client's library opens on its own first folder that holds assets.
    await expect(folder(page, 'Nordic Foods library')).toHaveAttribute('aria-level', '1');
    await expect(tree(page).getByRole('treeitem', { selected: true })).toHaveCount(1);
    await expect(assetsList(page).getByRole('option').first()).toBeVisible();
    await expect(tree(page).getByRole('treeitem', { name: 'Brand assets' })).toHaveCount(0);
  });
});
