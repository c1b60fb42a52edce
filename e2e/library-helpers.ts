import type { Page } from '@playwright/test';
import { expect, openInApp } from './fixtures';

export const tree = (page: Page) => page.getByRole('tree', { name: 'Library folders' });
export const folder = (page: Page, name: string) =>
  tree(page).getByRole('treeitem', { name, exact: true });
export const assetsList = (page: Page) => page.getByRole('listbox', { name: /^Assets in / });
export const option = (page: Page, name: string) =>
  assetsList(page).getByRole('option', {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });

/** Opens the library (Anna: Acme Packaging first) and waits for the tree. */
export async function openLibrary(page: Page, query = ''): Promise<void> {
  await openInApp(page, `/library${query}`);
  // The first visit loads the route chunk and the offline service's library: allow a slow machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(folder(page, 'Acme Packaging library')).toBeVisible();
}

/** Opens a folder by clicking it in the tree and waits for its heading. */
export async function openFolder(page: Page, name: string): Promise<void> {
  await folder(page, name).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).toBeVisible();
}

/** Creates a folder inside the open one through the toolbar. */
export async function createFolder(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  await dialog.getByLabel('Folder name').fill(name);
  await dialog.getByRole('button', { name: 'Create folder' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).toBeVisible();
}

/** Drags with the mouse from one element to another in small steps (dnd-kit's pointer sensor). */
export async function dragTo(
  page: Page,
  from: ReturnType<Page['locator']>,
  to: ReturnType<Page['locator']>,
) {
  await from.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('drag source or target is not visible');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  await expect(to).toHaveClass(/ring-amber-500/);
  await page.mouse.up();
}
