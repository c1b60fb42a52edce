import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { dragTo, folder, openFolder, openLibrary } from './library-helpers';

test.use({ viewport: { width: 1280, height: 1000 } });

test('a folder moves by keyboard and by drag; moves into itself or a subfolder are explained', async ({
  signedIn: page,
}) => {
  await openLibrary(page);
  await openFolder(page, 'Approved artwork');
  await expect(folder(page, 'Coffee')).toBeVisible();

  // Keyboard: M on the focused folder opens "Move to…"; its own subfolders are refused with the reason.
  await folder(page, 'Coffee').focus();
  await page.keyboard.press('m');
  const picker = page.getByRole('dialog', { name: 'Move Coffee to…' });
  const list = picker.getByRole('listbox');
  await expect(
    list.getByRole('option', {
      name: 'Acme Packaging library / Approved artwork / Coffee / Blends — not possible: Blends lies inside Coffee; a folder cannot go into one of its own subfolders.',
    }),
  ).toBeDisabled();
  await expect(
    list.getByRole('option', {
      name: /Approved artwork \/ Coffee — not possible: Coffee cannot go into itself\./,
    }),
  ).toBeDisabled();
  await expect(
    list.getByRole('option', {
      name: /^Acme Packaging library \/ Approved artwork — not possible: Coffee is already in Approved artwork\./,
    }),
  ).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await list.selectOption({ label: 'Acme Packaging library / Brand assets' });
  await picker.getByRole('button', { name: 'Move here' }).click();
  await expect(
    page.getByText('Coffee is now in Acme Packaging library / Brand assets.'),
  ).toBeVisible();
  await expect(folder(page, 'Coffee')).toHaveAttribute('aria-level', '3');
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText(
    'Brand assets/Coffee',
  );

  // Drag into its own child: refused, with the reason, and nothing moves.
  await folder(page, 'Coffee').focus();
  await page.keyboard.press('ArrowRight');
  await expect(folder(page, 'Single origin')).toBeVisible();
  await dragTo(page, folder(page, 'Coffee'), folder(page, 'Single origin'));
  await expect(
    page
      .getByRole('status')
      .getByText(
        'Single origin lies inside Coffee; a folder cannot go into one of its own subfolders.',
      ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Drag onto another folder: moved.
  await dragTo(page, folder(page, 'Coffee'), folder(page, 'Dieline templates'));
  await expect(
    page.getByText('Coffee is now in Acme Packaging library / Dieline templates.'),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText(
    'Dieline templates/Coffee',
  );

  // The root cannot be moved: said at once.
  await openFolder(page, 'Acme Packaging library');
  await page
    .getByRole('toolbar', { name: /^Actions for folder/ })
    .getByRole('button', { name: 'Move to…' })
    .click();
  await expect(
    page.getByText('Acme Packaging library is the top folder of the library; it cannot be moved.'),
  ).toBeVisible();
});

test('deleting a folder says what it holds; an empty one is deleted after asking; the root is refused', async ({
  signedIn: page,
}) => {
  await openLibrary(page);
  await openFolder(page, 'Approved artwork');
  await page
    .getByRole('toolbar', { name: /^Actions for folder/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  const refused = page.getByRole('dialog', { name: 'Approved artwork cannot be deleted' });
  await expect(
    refused.getByText(
      'Approved artwork holds 2 folders and 1 asset. Move or delete them first, then delete the folder.',
    ),
  ).toBeVisible();
  await expect(refused.getByRole('listitem')).toHaveText([
    'Cereal',
    'Coffee',
    'acme-roast-ethiopia-250g-front.jpg',
  ]);
  await expect(refused.getByRole('button', { name: 'Delete folder' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await refused.getByRole('button', { name: 'Close' }).click();

  await folder(page, 'Acme Packaging library').focus();
  await page.keyboard.press('Delete');
  await expect(
    page
      .getByRole('dialog', { name: 'Acme Packaging library cannot be deleted' })
      .getByText('Acme Packaging library is the top folder of the library; it cannot be deleted.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await openFolder(page, 'Brand assets');
  await openFolder(page, 'Logos');
  await page
    .getByRole('toolbar', { name: /^Actions for folder/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  const ask = page.getByRole('dialog', { name: 'Delete Logos?' });
  await expect(ask.getByText('Logos is empty. Deleting it cannot be undone.')).toBeVisible();
  await ask.getByRole('button', { name: 'Delete folder' }).click();
  await expect(page.getByText('The folder Logos was deleted.')).toBeVisible();
  await expect(folder(page, 'Logos')).toHaveCount(0);
  await expect(folder(page, 'Brand assets')).toHaveAttribute('aria-selected', 'true');
});
