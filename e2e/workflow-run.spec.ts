import { filePayload, noisyPng } from './assets-files';
import { expect, test } from './fixtures';
import { callApi } from './review-helpers';

const NAME = 'E2E print-ready flow';
const PROJECT = 'E2E workflow carton';
const owners = ['projectOwners'];

/** upload → internal review → approved: Print-ready + e-mail the assets; rejected: ask again. */
const actions = [
  {
    triggerType: 'ProjectCreated',
    reactionType: 'CreateInternalUploadAssetsTask',
    roleUids: owners,
    comment: 'First artwork, please.',
  },
  {
    triggerType: 'InternalUploadAssetsTaskCompleted',
    reactionType: 'CreateInternalReviewTask',
    roleUids: owners,
  },
  {
    triggerType: 'InternalReviewTaskApproved',
    reactionType: 'MoveInKanban',
    targetKanbanColumnUid: 'col-acme-print-ready',
  },
  {
    triggerType: 'InternalReviewTaskApproved',
    reactionType: 'SendAssetsByEmail',
    contacts: 'printer.e2e@example.com',
  },
  {
    triggerType: 'InternalReviewTaskRejected',
    reactionType: 'CreateInternalUploadAssetsTask',
    roleUids: owners,
    comment: 'Please upload a changed asset.',
  },
];

test('a workflow attached to a new project runs: upload, approve, Print-ready, e-mail, run log', async ({
  signedIn: page,
}) => {
  const created = await callApi<{ actions: { uid: string }[] }>(page, 'POST', '/api/v1/workflow', {
    clientUID: 'cli-acme-packaging',
    name: NAME,
    actions,
  });
  expect(created.status).toBe(200);
  expect(created.result.actions.every((action) => action.uid !== '')).toBe(true);

  await page.goto('/');
  await page.getByRole('button', { name: 'New project', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByRole('combobox', { name: 'Client' }).selectOption({ label: 'Acme Packaging' });
  await dialog.getByRole('textbox', { name: 'Project name (required)' }).fill(PROJECT);
  await dialog
    .getByRole('combobox', { name: 'Workflow' })
    .selectOption({ label: `${NAME} (5 steps)` });
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: PROJECT }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  const projectUrl = page.url();

  // The workflow's first step asked the owners for the artwork.
  await page.getByRole('link', { name: /^Tasks/ }).click();
  const tasks = page.getByRole('region', { name: /^Tasks/ });
  const upload = tasks
    .getByRole('list', { name: 'Open tasks' })
    .getByRole('listitem')
    .filter({ hasText: 'First artwork, please.' });
  await expect(upload).toContainText('Upload assets');

  await page.getByRole('link', { name: /^Assets/ }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload files' }).click();
  await (await chooser).setFiles([filePayload('e2e-carton.png', noisyPng(400, 300), 'image/png')]);
  await expect(page.getByRole('heading', { name: 'e2e-carton.png' })).toBeVisible();

  // The upload task is done once the artwork is in: its owner says so in My tasks.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My tasks' })
    .click();
  const mine = page.getByRole('listitem').filter({ hasText: 'First artwork, please.' });
  await mine.getByRole('button', { name: 'Mark as done' }).click();
  await expect(mine).toBeHidden();
  // Back to the project inside the app. The offline service runs the workflow's reaction (the
  // review task) just after answering, in this page; a reload in that moment loses it (a known
  // gap of the in-browser service, see docs/reliability.md).
  await page.goBack();
  await page.getByRole('link', { name: /^Tasks/ }).click();
  await expect(page).toHaveURL(`${projectUrl}/tasks`);
  const review = tasks
    .getByRole('list', { name: 'Open tasks' })
    .getByRole('listitem')
    .filter({ hasText: 'Review' });
  await expect(review).toBeVisible({ timeout: 20_000 });
  await review.getByRole('link', { name: 'Open the review' }).click();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your decision' })
    .getByRole('button', { name: 'Approve', exact: true })
    .click();
  await expect(page.getByText('The task has ended: every asset is approved.')).toBeVisible();

  await page.goto(projectUrl);
  const log = page.getByRole('list', { name: 'Workflow runs, newest first' });
  await expect(log).toContainText('Move on the board', { timeout: 20_000 });
  await expect(log).toContainText('E-mail the assets');
  await expect(page.getByText('Print-ready').first()).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Anna Berg' }).click();
  await page.getByRole('link', { name: 'Mailbox (sent e-mails)' }).click();
  const mail = page
    .getByRole('list', { name: 'Sent e-mails, newest first' })
    .getByRole('article')
    .first();
  await expect(mail).toContainText('printer.e2e@example.com');
  await expect(
    mail.getByRole('heading', { name: `Files of the project "${PROJECT}"` }),
  ).toBeVisible();
});
