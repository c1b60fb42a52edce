import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';

/** Opens the builder on the "Internal review then approve" starter (Acme), unsaved. */
async function openStarter(page: Page) {
  await openInApp(page, '/workflows');
  await page.getByRole('button', { name: 'New workflow' }).click();
  const dialog = page.getByRole('dialog', { name: 'New workflow' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Dry run check');
  await dialog.getByRole('combobox', { name: 'Client' }).selectOption({ label: 'Acme Packaging' });
  await dialog.getByRole('radio', { name: /^Internal review then approve/ }).check();
  await dialog.getByRole('button', { name: 'Open in the builder' }).click();
  await expect(page.getByRole('textbox', { name: 'Workflow name' })).toHaveValue('Dry run check');
}

test.describe('Workflow dry run', () => {
  test('runs the starter by keyboard: roles, a waiting review, a rejection', async ({
    signedIn: page,
  }) => {
    await openStarter(page);
    await page.getByRole('tab', { name: 'Simulate' }).click();
    const panel = page.getByRole('region', { name: 'Dry run' });
    const steps = panel.getByRole('list', { name: 'Steps of the dry run' });
    const status = panel.getByRole('status');
    await expect(
      steps.getByText('Task (task 1) for the project owner: say who holds Reviewers'),
    ).toBeVisible();
    await expect(status).toHaveText(/The flow waits/);
    await expectNoSeriousA11yViolations(page);

    await panel
      .getByRole('combobox', { name: 'Who holds Reviewers (task 1)' })
      .selectOption({ label: 'Ravi Kumar' });
    await panel.getByRole('button', { name: 'Fill the roles of task 1' }).press('Enter');
    await expect(steps.getByText('Waits')).toBeVisible();
    await panel
      .getByRole('button', { name: 'Upload an asset (reviews are waiting for one)' })
      .press('Enter');
    await expect(steps.getByText('Review task (task 2) for Ravi Kumar')).toBeVisible();
    await panel.getByRole('button', { name: 'Reject task 2' }).press('Enter');
    await expect(
      steps.getByText('Upload task for assets (task 3) for the project owner'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await panel.getByRole('button', { name: 'Take back the last choice' }).press('Enter');
    await panel.getByRole('button', { name: 'Approve task 2' }).press('Enter');
    await expect(steps.getByText('Completes the project')).toBeVisible();
    await expect(status).toHaveText('The project is completed: nothing more happens.');
    // Nothing was saved: the workflow still does not exist on the service.
    await expect(page.getByText('Not created yet')).toBeVisible();
  });
});
