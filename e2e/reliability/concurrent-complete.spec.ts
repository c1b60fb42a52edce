import { expect, openInApp, test } from '../fixtures';
import { serviceCall } from './service-controls';

const LEMON_CAN = { uid: 'prj-acme-lemon-can', name: 'Sparkling Lemon 330 ml can' };

test('someone completes the project while it is edited: the 406 is explained and the input kept', async ({
  signedIn: page,
}) => {
  await openInApp(page, `/projects/${LEMON_CAN.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: LEMON_CAN.name })).toBeVisible();
  await page
    .getByRole('group', { name: 'Project actions' })
    .getByRole('button', { name: 'Edit' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit project' });
  const revision = dialog.getByRole('textbox', { name: 'Revision' });
  const description = dialog.getByRole('textbox', { name: 'Description' });
  await revision.fill('R9');
  await description.fill('Typed while a colleague completed the project.');

  // A colleague (here: the same account from elsewhere) completes the project meanwhile.
  const completed = await serviceCall(page, 'PUT', '/api/v1/project/state', {
    projectUID: LEMON_CAN.uid,
    projectState: 'Completed',
  });
  expect(completed.status).toBe(200);

  await dialog.getByRole('button', { name: 'Save changes' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('not saved');
  await expect(alert).toContainText(/Completed|Active or On hold/);
  await expect(revision).toHaveValue('R9');
  await expect(description).toHaveValue('Typed while a colleague completed the project.');

  // Nothing of the refused edit reached the service, and its state is the colleague's.
  const stored = await serviceCall<{ revision: string | null; projectState: string }[]>(
    page,
    'GET',
    `/api/v1/project?ProjectUID=${LEMON_CAN.uid}&States=Completed`,
  );
  expect(stored.result[0]?.projectState).toBe('Completed');
  expect(stored.result[0]?.revision).toBe('R3');
});
