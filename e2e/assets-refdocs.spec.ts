import { filePayload, threePagePdf } from './assets-files';
import { expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';

const KETCHUP = { uid: 'prj-acme-private-label-ketchup', name: 'Private label ketchup 500 ml' };

test('a reference document PDF uploads and previews in the app; a link opens in a new tab', async ({
  signedIn: page,
}) => {
  await openInApp(page, `/projects/${KETCHUP.uid}/refdocs`);
  const tab = page.getByRole('region', { name: 'Reference documents' });
  await expect(tab).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await tab.getByRole('button', { name: 'Upload files' }).click();
  await (
    await chooser
  ).setFiles([filePayload('legal-copy.pdf', threePagePdf(), 'application/pdf')]);
  const item = tab.getByRole('listitem').filter({ hasText: 'legal-copy.pdf' });
  await expect(item.getByText('Ready')).toBeVisible({ timeout: 30_000 });

  await item.getByRole('button', { name: 'Preview legal-copy.pdf' }).click();
  const viewer = page.getByRole('dialog', { name: 'legal-copy.pdf' });
  await expect(viewer.getByText('Page 1 of 3')).toBeVisible();
  await viewer.getByRole('button', { name: 'Next page' }).click();
  await expect(viewer.getByText('Page 2 of 3')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Page 2 of 3' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  await tab.getByRole('button', { name: 'Add a link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a link' });
  await dialog.getByRole('textbox', { name: 'URL' }).fill('https://brand.example/guide');
  await dialog.getByRole('textbox', { name: 'Name (optional)' }).fill('Brand guide');
  await dialog.getByRole('button', { name: 'Add the link' }).click();
  const link = tab.getByRole('link', { name: 'Brand guide (opens in a new tab)' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoSeriousA11yViolations(page);
});
