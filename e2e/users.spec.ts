import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test("Anna's two clients with their users, templates, folders and columns; search; a folder opens the filtered dashboard", async ({
  signedIn: page,
}) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  const acme = page.getByRole('region', { name: 'Acme Packaging' });
  const nordic = page.getByRole('region', { name: 'Nordic Foods' });
  const acmeUsers = acme.getByRole('table', { name: 'Users of Acme Packaging' });
  await expect(acmeUsers.getByRole('cell', { name: 'Anna Berg' })).toBeVisible();
  await expect(acmeUsers.getByRole('cell', { name: 'ravi@demo.test' })).toBeVisible();
  await expect(nordic.getByRole('cell', { name: 'Lena Stoica' })).toBeVisible();
  await expect(
    acme.getByRole('list', { name: 'Project templates of Acme Packaging' }).getByRole('listitem'),
  ).toHaveText(['Standard folding carton', 'Label refresh']);
  await expect(
    nordic.getByRole('list', { name: 'Dashboard folders of Nordic Foods' }).getByRole('link'),
  ).toHaveText(['Dairy', 'Frozen', 'Bakery']);
  const columns = acme.getByRole('list', {
    name: 'Kanban columns of Acme Packaging, in board order',
  });
  await expect(columns.getByRole('link').first()).toHaveText('Briefing');
  await expect(columns.getByText(/\d+ projects?$/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Search narrows every client's users; what was typed stays.
  await page.getByRole('searchbox', { name: 'Search users' }).fill('stoica');
  await expect(nordic.getByRole('cell', { name: 'Lena Stoica' })).toBeVisible();
  await expect(nordic.getByRole('cell', { name: 'Anna Berg' })).toHaveCount(0);
  await expect(acme.getByText('No user of this client matches the search.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The folder's count is what the dashboard shows when the link opens it filtered.
  const dairy = nordic
    .getByRole('list', { name: 'Dashboard folders of Nordic Foods' })
    .getByRole('listitem')
    .filter({ hasText: 'Dairy' });
  const countText = (await dairy.getByText(/projects?$/).textContent()) ?? '';
  const count = Number(/\d+/.exec(countText)?.[0]);
  await dairy.getByRole('link', { name: 'Dairy' }).click();
  await expect(page).toHaveURL(/\/\?client=cli-nordic-foods&folder=fld-nordic-dairy$/);
  const sidebarDairy = page
    .getByRole('navigation', { name: 'Folders' })
    .getByRole('link', { name: new RegExp(`^Dairy, ${count} projects?$`) });
  await expect(sidebarDairy).toHaveAttribute('aria-current', 'true');
});
