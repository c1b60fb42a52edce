import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// One page for the list's journeys: each fresh test would start the app again (seconds of CPU).
test('Workflows list: each client’s workflows, deleting one in use, then duplicate, rename and delete', async ({
  signedIn: page,
}) => {
  await test.step('lists each client’s workflows with steps, projects and created date', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Workflows' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
    const acme = page.getByRole('table', { name: 'Workflows of Acme Packaging' });
    const row = acme.getByRole('row', { name: /Artwork approval/ });
    await expect(row).toContainText(/\d+ steps/);
    await expect(row.getByRole('cell').nth(1)).toContainText(/project|None/);
    await expect(page.getByRole('table', { name: 'Workflows of Nordic Foods' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('deleting a workflow in use names the projects that lose it', async () => {
    const acme = page.getByRole('table', { name: 'Workflows of Acme Packaging' });
    const row = acme.getByRole('row', { name: /Artwork approval/ });
    await expect(row.getByRole('cell').nth(1)).toContainText(/\d+ projects?/);
    await acme.getByRole('button', { name: 'Delete Artwork approval' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete Artwork approval?' });
    await expect(remove.getByText(/projects? uses? it\. Deleting it unbinds/)).toBeVisible();
    await expect(remove.getByRole('listitem').first().getByRole('link')).toBeVisible();
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await expect(remove).toBeHidden();
  });

  await test.step('duplicates, renames and deletes a workflow, explaining what deleting does', async () => {
    const acme = page.getByRole('table', { name: 'Workflows of Acme Packaging' });
    await acme.getByRole('button', { name: 'Duplicate Artwork approval' }).click();
    const copy = acme.getByRole('row', { name: /Copy of Artwork approval/ });
    await expect(copy).toBeVisible();
    await expect(copy).toContainText('None');

    await acme.getByRole('button', { name: 'Rename Copy of Artwork approval' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename workflow' });
    const name = rename.getByRole('textbox', { name: 'Name' });
    await name.fill('   ');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(rename.getByText('Give the workflow a name.')).toBeVisible();
    await name.fill('Carton approval (copy)');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(rename).toBeHidden();
    await expect(acme.getByRole('link', { name: 'Carton approval (copy)' })).toBeVisible();

    await acme.getByRole('button', { name: 'Delete Carton approval (copy)' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete Carton approval (copy)?' });
    await expect(remove.getByText('No project uses this workflow.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await remove.getByRole('button', { name: 'Delete workflow' }).click();
    await expect(remove).toBeHidden();
    await expect(acme.getByRole('link', { name: 'Carton approval (copy)' })).toBeHidden();
  });
});
