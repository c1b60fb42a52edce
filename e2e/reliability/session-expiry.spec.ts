import { DEMO_PASSWORD, expect, openInApp, test } from '../fixtures';
import type { Page } from '@playwright/test';
import { chooseTool, drag, openReview, serviceAnnotations } from '../review-helpers';
import { expireSession, recordApi, serviceCall } from './service-controls';

const LEMON_CAN = 'prj-acme-lemon-can';
const COFFEE_POUCH = 'ast-acme-coffee-pouch';

async function signInAgain(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sign in again' })).toHaveCount(1);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('the session ends during a project edit and an annotation comment: each is saved exactly once after one re-login', async ({
  signedIn: page,
  context,
}) => {
  test.setTimeout(90_000);
  const log = recordApi(context);

  await openInApp(page, `/projects/${LEMON_CAN}`);
  await page
    .getByRole('group', { name: 'Project actions' })
    .getByRole('button', { name: 'Edit' })
    .click();
  const form = page.getByRole('dialog', { name: 'Edit project' });
  await form.getByRole('textbox', { name: 'Revision' }).fill('R5');
  await form.getByRole('textbox', { name: 'Description' }).fill('Saved across a re-login.');
  await expireSession(page);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await signInAgain(page);
  await expect(form).toBeHidden();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('R5');

  await openReview(page, COFFEE_POUCH);
  await chooseTool(page, 'Rectangle');
  await drag(page, [0.55, 0.55], [0.7, 0.65]);
  const comment = page
    .getByRole('form', { name: 'New annotation' })
    .getByRole('textbox', { name: 'Comment' });
  await comment.fill('Typed while the session ran out');
  await expireSession(page);
  await comment.press('Enter');
  await signInAgain(page);
  await expect(page.getByRole('form', { name: 'New annotation' })).toBeHidden();

  // Exactly one edit and one annotation reached the service; each was refused once, then sent once.
  const edits = log.filter((r) => r.method === 'PUT' && r.path === '/api/v1/project');
  expect(edits.map((r) => r.status)).toEqual([401, 200]);
  const creates = log.filter((r) => r.method === 'POST' && r.path === '/api/v1/annotation');
  expect(creates.map((r) => r.status)).toEqual([401, 200]);
  const stored = await serviceAnnotations(page, COFFEE_POUCH);
  expect(stored.filter((a) => a.text === 'Typed while the session ran out')).toHaveLength(1);
  const project = await serviceCall<{ revision: string; description: string }[]>(
    page,
    'GET',
    `/api/v1/project?ProjectUID=${LEMON_CAN}`,
  );
  expect(project.result[0]).toMatchObject({
    revision: 'R5',
    description: 'Saved across a re-login.',
  });
});
