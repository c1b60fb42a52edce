import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';

/** Demo projects (decisions.md demo world): the can runs "Artwork approval", Oat Crunch none. */
const LEMON_CAN = { uid: 'prj-acme-lemon-can', name: 'Sparkling Lemon 330 ml can' };
const OAT_BOX = { uid: 'prj-acme-oat-crunch-box', name: 'Oat Crunch cereal box 500 g' };
const PRINTER_ACTION = 'Send the files to the printer';

async function openProject(page: Page, project: { uid: string; name: string }) {
  await openInApp(page, `/projects/${project.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
}

const workflowCard = (page: Page) => page.getByRole('region', { name: 'Workflow', exact: true });
const runLog = (page: Page) => page.getByRole('list', { name: 'Workflow runs, newest first' });

// One app start for these journeys: each fresh test starts the app again (about 4 s of CPU).
test('a new project with a workflow starts it; a project runs a ManualTrigger action and logs it; choosing and removing a workflow says what it does', async ({
  signedIn: page,
}) => {
  await test.step('a new project with a workflow starts it: the run log shows its first step waiting for an asset', async () => {
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog
      .getByRole('textbox', { name: 'Project name (required)' })
      .fill('E2E workflow carton');
    await dialog
      .getByRole('combobox', { name: 'Workflow' })
      .selectOption({ label: 'Artwork approval (5 steps)' });
    await expect(dialog.getByRole('status').filter({ hasText: 'Artwork approval' })).toContainText(
      'run as soon as the project is created',
    );
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'E2E workflow carton' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'E2E workflow carton' }),
    ).toBeVisible();

    const entry = runLog(page).getByRole('article', { name: 'Project created' });
    await expect(entry).toContainText('Owners review the first artwork');
    await expect(entry).toContainText('Waiting');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('a project with a workflow shows it, runs a ManualTrigger action and logs the run; the e-mail is in the Mailbox', async () => {
    await openProject(page, LEMON_CAN);
    const card = workflowCard(page);
    await expect(card).toContainText('Artwork approval');
    await expect(card).toContainText('5 steps · 1 started by hand');
    const log = card.getByRole('region', { name: 'Run log' });
    await expect(log).toContainText('Nothing has run yet.');
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: `Run “${PRINTER_ACTION}”` }).click();
    const dialog = page.getByRole('dialog', { name: `Run “${PRINTER_ACTION}”?` });
    await expect(dialog).toContainText('This runs one step of the workflow “Artwork approval”');
    await expect(dialog).toContainText(
      'E-mails download links to the latest version of every asset to Anna Berg and prepress@print-partner.example.',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Run now' }).click();
    const result = dialog.getByRole('status').filter({ hasText: 'What happened:' });
    await expect(result).toContainText('Done');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    const entry = runLog(page).getByRole('article', { name: 'Started by hand' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(PRINTER_ACTION);
    await expect(entry).toContainText('Done');
    await expect(entry).toContainText('E-mail the assets · on Started by hand');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('banner').getByRole('button', { name: 'Anna Berg' }).click();
    await page.getByRole('link', { name: 'Mailbox (sent e-mails)' }).click();
    const emails = page.getByRole('list', { name: 'Sent e-mails, newest first' });
    const mail = emails.getByRole('article').first();
    await expect(
      mail.getByRole('heading', { name: `Files of the project "${LEMON_CAN.name}"` }),
    ).toBeVisible();
    await expect(mail).toContainText('prepress@print-partner.example');
  });

  await test.step('choosing and removing a workflow while editing says what the change does', async () => {
    await openProject(page, OAT_BOX);
    await expect(workflowCard(page)).toContainText('This project runs no workflow');

    await page
      .getByRole('group', { name: 'Project actions' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit project' });
    const field = dialog.getByRole('combobox', { name: 'Workflow' });
    await expect(field).toHaveValue('');
    await field.selectOption({ label: 'Artwork approval (5 steps)' });
    const effects = dialog.getByRole('status').filter({ hasText: 'Artwork approval: 5 steps' });
    await expect(effects).toContainText('1 started by hand');
    await expect(effects).toContainText('Its “Project created” steps do not run now.');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();

    const card = workflowCard(page);
    await expect(card).toContainText('Artwork approval');
    await expect(card.getByRole('button', { name: `Run “${PRINTER_ACTION}”` })).toBeVisible();

    // The card changes it too, from the same field.
    await card.getByRole('button', { name: 'Change workflow' }).click();
    const change = page.getByRole('dialog', { name: `Workflow of “${OAT_BOX.name}”` });
    await change.getByRole('combobox', { name: 'Workflow' }).selectOption({ label: 'No workflow' });
    await expect(change.getByRole('status')).toContainText(
      'Nothing will happen automatically any more.',
    );
    await expectNoSeriousA11yViolations(page);
    await change.getByRole('button', { name: 'Save workflow' }).click();
    await expect(change).toBeHidden();
    await expect(card).toContainText('This project runs no workflow');
    await expect(card.getByRole('button', { name: 'Choose a workflow' })).toBeEnabled();

    await page.reload();
    await expect(workflowCard(page)).toContainText('This project runs no workflow');
  });
});
