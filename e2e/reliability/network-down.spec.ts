import { expect, signIn, test } from '../fixtures';
import { projectsNamed, recordApi, setKnobs } from './service-controls';

test('the service cannot be reached: a notice, the typed input kept, everything resumes, saved once; a save whose answer is lost: still saving, cancel, found, saved once; offline with a reload: the app opens, saved once when back', async ({
  page,
  context,
}) => {
  // The page's clock, so a hung save passes its "still saving" delay without a real wait.
  await page.clock.install();
  await signIn(page);
  const name = 'Reliability network-down carton';
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const log = recordApi(context);
  // Every request fails as a lost connection, unprocessed (the offline service's drop fault).
  await setKnobs(page, { faults: 'drop=1' });

  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  const nameField = dialog.getByRole('textbox', { name: 'Project name (required)' });
  await nameField.fill(name);
  await dialog.getByRole('button', { name: 'Create project' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'cannot be reached' });
  await expect(notice).toBeVisible();
  await expect(nameField).toHaveValue(name);
  const posts = () => log.filter((r) => r.method === 'POST' && r.path === '/api/v1/project');
  // A create is never sent again by itself: the service may have processed it. (Polled: the
  // recorder hears of the request through Playwright's events, which may trail the screen.)
  await expect.poll(() => posts().length).toBe(1);

  await setKnobs(page, { faults: '' });
  expect(await projectsNamed(page, name)).toBe(0);
  // The first answer ends the notice (the dialog is modal, so its own button tries again).
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog).toBeHidden();
  await expect(notice).toBeHidden();
  expect(await projectsNamed(page, name)).toBe(1);
  await expect.poll(() => posts().map((r) => r.status)).toEqual([-1, 200]);

  // The service stores the next create and its answer never comes (the lost fault; reads
  // still answer).
  const lostName = 'Reliability lost-answer carton';
  await setKnobs(page, { faults: 'lost=1' });
  await page.getByRole('button', { name: 'New project' }).click();
  await nameField.fill(lostName);
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await page.clock.fastForward('00:09');
  const still = dialog.getByRole('status').filter({ hasText: 'Still saving' });
  await expect(still).toBeVisible();
  await expect(nameField).toHaveValue(lostName);
  await still.getByRole('button', { name: 'Cancel saving' }).click();
  // Cancel asks the service instead of sending again: it has the project, so the form closes.
  await expect(page.getByText('Saved after all')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await projectsNamed(page, lostName)).toBe(1);
  expect(posts()).toHaveLength(3);

  // Offline for a minute, a reload included: the app's files come from the worker's app shell
  // (copied from the browser's HTTP cache when the network goes), the session from this tab, the
  // data from the service in the page; the notice says the network is gone, and what is typed
  // is saved once when back.
  await setKnobs(page, { faults: '' });
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(appShellKept)).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(notice).toBeVisible();
  const offlineName = 'Reliability offline-reload carton';
  await page.getByRole('button', { name: 'New project' }).click();
  await nameField.fill(offlineName);
  await page.clock.fastForward('01:00');
  await expect(notice).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog).toBeHidden();
  expect(await projectsNamed(page, offlineName)).toBe(1);
  expect(posts()).toHaveLength(4);
});

/** The page's document and the app files it loaded are kept by the worker's app shell, as the
 * static route looks them up (no Vary). A resource observer lists the files that did load (the
 * test's fake clock replaces `performance`, not the observer); a file first asked for after the
 * network went failed (status 0), and is not kept. */
async function appShellKept(): Promise<boolean> {
  const observer = new PerformanceObserver(() => undefined);
  observer.observe({ type: 'resource', buffered: true });
  const urls = (observer.takeRecords() as PerformanceResourceTiming[])
    .filter((entry) => entry.responseStatus > 0)
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/`));
  observer.disconnect();
  const kept = await Promise.all(['/', ...urls].map((url) => caches.match(url)));
  return urls.length > 0 && kept.every(Boolean);
}
