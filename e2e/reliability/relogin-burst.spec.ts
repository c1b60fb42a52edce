import { DEMO_PASSWORD, expect, openInApp, test } from '../fixtures';
import { expireSession, recordApi } from './service-controls';

const PATHS = [
  '/api/v1/user/loggedin',
  '/api/v1/project?ProjectUID=prj-acme-sea-salt-crisps',
  '/api/v1/project?ProjectUID=prj-acme-lemon-can',
  '/api/v1/task/all',
  '/api/v1/users',
];

test('five requests refused with 401 at once: one dialog, then five replays in their order', async ({
  signedIn: page,
  context,
}) => {
  await openInApp(page, '/offline-settings');
  await expect(page.getByRole('textbox', { name: 'Time scale' })).toBeVisible();
  const log = recordApi(context);
  await expireSession(page);

  const statuses = page.evaluate(
    (paths) =>
      (
        window as unknown as {
          __proofdeskTest: { api: { getAll(p: string[]): Promise<number[]> } };
        }
      ).__proofdeskTest.api.getAll(paths),
    PATHS,
  );
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => log.filter((r) => r.status === 401).length).toBe(PATHS.length);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  // While the dialog is open nothing else goes out.
  expect(log.map((r) => r.path)).toEqual(PATHS);

  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(await statuses).toEqual(PATHS.map(() => 200));

  // Each refused request went out again exactly once, in the order it was first sent.
  const replays = log.filter((r) => r.status !== 401 && PATHS.includes(r.path)).map((r) => r.path);
  expect(replays.slice(0, PATHS.length)).toEqual(PATHS);
  for (const path of PATHS) {
    // The page has its answers; the test's own record of them can come a moment later.
    await expect
      .poll(() => log.filter((r) => r.path === path && r.status === 200).length, { message: path })
      .toBeGreaterThanOrEqual(1);
    expect(log.filter((r) => r.path === path && r.status === 401).length, path).toBe(1);
  }
});
