import { expect, expectNoSeriousA11yViolations, openInApp, signIn, test } from './fixtures';

test('Ravi, a reviewer, sees the admin screens view only and is told why', async ({ page }) => {
  await signIn(page, 'ravi@demo.test');
  const nav = page.getByRole('navigation', { name: 'Main' });

  await test.step('the navigation leaves out Webhooks and Users', async () => {
    await expect(nav.getByRole('link', { name: 'Workflows' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  });

  await test.step('the Workflows list offers no changes and says why', async () => {
    await nav.getByRole('link', { name: 'Workflows' }).click();
    await expect(page.getByRole('link', { name: 'Artwork approval' })).toBeVisible();
    await expect(
      page.getByText(/Only admins of Acme Packaging can create or change/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Rename|Duplicate|Delete/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New workflow' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the builder shows the workflow view only, with no Save', async () => {
    await page.getByRole('link', { name: 'Artwork approval' }).click();
    await expect(
      page.getByText(/Only admins of Acme Packaging can change this workflow/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Workflow name' })).toHaveAttribute('readonly');
    await expect(
      page.getByRole('tabpanel').getByRole('textbox', { name: 'Step name' }),
    ).toBeDisabled();
    // Reading goes on: the outline still selects a step for the side panel, by keyboard too.
    const outline = page.getByRole('region', { name: /^Outline/ });
    await expect(outline.getByRole('button', { name: /^Delete step/ })).toHaveCount(0);
    await outline
      .getByRole('button', { name: /step 2/i })
      .first()
      .press('Enter');
    await expect(page.getByRole('heading', { name: /^Step 2: / })).toBeVisible();
    // The dry run is reading, not changing: it stays open to a reviewer.
    await page.getByRole('tab', { name: 'Simulate' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(/step/i);
  });

  await test.step('opening Webhooks by its address explains it is for admins', async () => {
    await openInApp(page, '/webhooks');
    await expect(page.getByText('For admins only')).toBeVisible();
    await expect(page.getByRole('button', { name: /Register/ })).toHaveCount(0);
  });
});

test('Anna, an admin, still changes workflows', async ({ signedIn: page }) => {
  await openInApp(page, '/workflows');
  await expect(page.getByRole('button', { name: 'Rename Artwork approval' })).toBeVisible();
  await expect(page.getByText('View only')).toHaveCount(0);
  await page.getByRole('link', { name: 'Artwork approval' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Webhooks' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
});
