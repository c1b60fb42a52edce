import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';

/** Demo projects and people (decisions.md demo world). */
const COLD_BREW = { uid: 'prj-acme-cold-brew-label', name: 'Cold Brew coffee label 250 ml' };
const KETCHUP = { uid: 'prj-acme-private-label-ketchup', name: 'Private label ketchup 500 ml' };
const RAVI = 'Ravi Kumar (ravi@demo.test)';
const COFFEE = 'bean-and-bottle-cold-brew-original-250ml-label.jpg (version 1)';

async function openTasks(page: Page, project: { uid: string; name: string }): Promise<Locator> {
  await openInApp(page, `/projects/${project.uid}/tasks`);
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
  const tab = page.getByRole('region', { name: /^Tasks/ });
  await expect(tab).toBeVisible();
  return tab;
}

const openTask = (tab: Locator, text: string) =>
  tab.getByRole('list', { name: 'Open tasks' }).getByRole('listitem').filter({ hasText: text });

async function create(page: Page, tab: Locator, button: string, title: string): Promise<Locator> {
  await tab.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the owner creates every kind of task from the Tasks tab', async ({ signedIn: page }) => {
  const tab = await openTasks(page, COLD_BREW);

  let dialog = await create(page, tab, 'Request assets', 'Request an asset upload');
  const assignee = dialog.getByRole('combobox', { name: 'Assigned to' });
  await dialog
    .getByRole('textbox', { name: 'Comment (optional)' })
    .fill('Front label, print-ready.');
  await dialog.getByRole('button', { name: 'Create the task' }).click();
  await expect(assignee).toHaveAccessibleDescription('Choose who the task is for.');
  await expect(dialog.getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue(
    'Front label, print-ready.',
  );
  await assignee.selectOption({ label: RAVI });
  await dialog.getByRole('button', { name: 'Create the task' }).click();
  await expect(dialog).toBeHidden();
  await expect(openTask(tab, 'Front label, print-ready.')).toContainText('Upload assets');

  dialog = await create(page, tab, 'Request a changed asset', 'Request a changed asset');
  await dialog.getByRole('combobox', { name: 'Asset' }).selectOption({ label: COFFEE });
  await dialog.getByRole('combobox', { name: 'Assigned to' }).selectOption({ label: RAVI });
  await dialog.getByLabel('Due date (optional)').fill('2031-05-01');
  await dialog.getByRole('button', { name: 'Create the task' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    openTask(tab, 'Next version of: bean-and-bottle-cold-brew-original-250ml-label.jpg'),
  ).toContainText('Upload a changed asset');

  dialog = await create(page, tab, 'Request reference documents', 'Request reference documents');
  await dialog.getByRole('combobox', { name: 'Assigned to' }).selectOption({ label: RAVI });
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill('The legal copy, please.');
  await dialog.getByRole('button', { name: 'Create the task' }).click();
  await expect(dialog).toBeHidden();
  await expect(openTask(tab, 'The legal copy, please.')).toContainText(
    'Upload reference documents',
  );

  dialog = await create(page, tab, 'Internal review', 'Ask a colleague to review');
  await dialog.getByRole('combobox', { name: 'Reviewer' }).selectOption({ label: RAVI });
  await dialog.getByRole('button', { name: 'Create the task' }).click();
  await expect(dialog.getByRole('group', { name: 'Assets to review' })).toHaveAccessibleDescription(
    'Choose at least one asset.',
  );
  await dialog.getByRole('checkbox', { name: COFFEE }).check();
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill('Check the roast badge.');
  await dialog.getByRole('button', { name: 'Create the task' }).click();
  await expect(dialog).toBeHidden();
  const review = openTask(tab, 'Check the roast badge.');
  await expect(review).toContainText('Review');
  await expect(review.getByRole('link', { name: 'Open the review' })).toHaveAttribute(
    'href',
    /^\/review\//,
  );

  dialog = await create(page, tab, 'External review', 'Invite an external reviewer');
  await dialog.getByRole('textbox', { name: "Reviewer's e-mail" }).fill('not-an-address');
  await dialog.getByRole('checkbox', { name: COFFEE }).check();
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(
    dialog.getByRole('textbox', { name: "Reviewer's e-mail" }),
  ).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
  await dialog.getByRole('textbox', { name: "Reviewer's e-mail" }).fill('marta.e2e@example.com');
  await dialog.getByRole('textbox', { name: 'Password (optional)' }).fill('roast-2031');
  await dialog.getByRole('combobox', { name: 'E-mail language' }).selectOption('German');
  await dialog.getByRole('checkbox', { name: /Allow downloading the originals/ }).check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(dialog).toBeHidden();
  const external = openTask(tab, 'marta.e2e@example.com');
  await expect(external).toContainText('External review');
  await expect(external).toContainText('The review link is open.');
  await expect(external).toContainText('may download originals');
});

test('My tasks filters by type; an AssignUserRoles task completes once each role has people', async ({
  signedIn: page,
}) => {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My tasks' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My tasks' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Sea Salt crisps 150 g bag' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Sparkling Lemon 330 ml can' }),
  ).toBeVisible();

  const types = page.getByRole('group', { name: 'Task types' });
  await types.getByRole('button', { name: 'None' }).click();
  await expect(page.getByText('Choose at least one task type to see your tasks.')).toBeVisible();
  // The filter lives in the URL, so the box changes once the navigation lands.
  const assignRoles = types.getByRole('checkbox', { name: 'Assign people to roles' });
  await assignRoles.click();
  await expect(assignRoles).toBeChecked();
  await expect(page).toHaveURL(/types=AssignUserRoles/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Sparkling Lemon 330 ml can' }),
  ).toBeHidden();

  const item = page.getByRole('listitem').filter({ hasText: 'Roles to fill: Prepress operator' });
  await item.getByRole('button', { name: 'Assign people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign people to roles' });
  await dialog.getByRole('button', { name: 'Assign and complete' }).click();
  const role = dialog.getByRole('group', { name: 'Prepress operator' });
  await expect(role).toHaveAccessibleDescription(
    'Choose at least one person as Prepress operator.',
  );
  await role.getByRole('checkbox', { name: RAVI }).check();
  await dialog.getByRole('button', { name: 'Assign and complete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Nothing open is assigned to you.')).toBeVisible();

  const showFinished = page.getByRole('checkbox', { name: 'Show finished tasks too' });
  await showFinished.click();
  await expect(showFinished).toBeChecked();
  const done = page.getByRole('listitem').filter({ hasText: 'Roles to fill: Prepress operator' });
  await expect(done.getByText('Done', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

// One app start for these journeys: each fresh test starts the app again (about 4 s of CPU).
test('deleting a task asks first; an external review link can be copied, with a selectable field when the clipboard is refused', async ({
  signedIn: page,
}) => {
  await test.step('deleting a task asks first and says it cannot be undone', async () => {
    const tab = await openTasks(page, KETCHUP);
    const item = openTask(tab, 'Attach the legal copy from ValueMart.');
    await item.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', {
      name: /^Delete the Upload reference documents task/,
    });
    await expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    await dialog.getByRole('button', { name: 'Delete the task' }).click();
    await expect(dialog).toBeHidden();
    await expect(item).toBeHidden();
    await expect(tab.getByText('No open tasks')).toBeVisible();
  });

  await test.step('an external review link can be copied, with a selectable field when the clipboard is refused', async () => {
    const tab = await openTasks(page, COLD_BREW);
    const dialog = await create(page, tab, 'External review', 'Invite an external reviewer');
    await dialog.getByRole('textbox', { name: "Reviewer's e-mail" }).fill('copy.e2e@example.com');
    await dialog.getByRole('checkbox', { name: COFFEE }).check();
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    const external = openTask(tab, 'copy.e2e@example.com');
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await external.getByRole('button', { name: 'Copy the review link' }).click();
    const field = external.getByRole('textbox', { name: 'Review link' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/external\/[^/]+$/);
    await expect(field).toHaveAttribute('readonly', '');
  });
});
