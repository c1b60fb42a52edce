import { expect, openInApp, signIn, test } from '../fixtures';
import { projectsNamed, recordApi, setKnobs } from './service-controls';

const LEMON = { uid: 'prj-acme-lemon-can', name: 'Sparkling Lemon 330 ml can' };

// One app start for these journeys: each fresh test starts the app again (about 4 s of CPU).
test('500 on every read keeps what was shown and recovers; 500 on a create is sent once and saved once when tried again', async ({
  page,
  context,
}) => {
  await test.step('500 on every read: a project keeps what it showed, says it may be out of date, and recovers', async () => {
    // The page's clock, so the data can age past its 30 s freshness without waiting for it.
    await page.clock.install();
    await signIn(page);
    await openInApp(page, `/projects/${LEMON.uid}`);
    await expect(page.getByRole('heading', { level: 1, name: LEMON.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('R3');
    const log = recordApi(context);
    await setKnobs(page, { faults: 'error=1' });

    await page.clock.fastForward('00:45');
    // Coming back to the tab refreshes what has aged, as it does for a person.
    await page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
    const notice = page.getByRole('status').filter({ hasText: 'Some of what you see' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    // The project's own read has given up too (1 try + 3 retries), not only a faster one.
    const projectReads = () =>
      log.filter((r) => r.path.startsWith(`/api/v1/project?ProjectUID=${LEMON.uid}`));
    await expect
      .poll(() => projectReads().filter((r) => r.status === 500).length, { timeout: 20_000 })
      .toBe(4);
    await expect(page.getByRole('heading', { level: 1, name: LEMON.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('R3');
    // Reads were retried a bounded number of times, then left alone.
    const failed = log.filter((r) => r.status === 500);
    expect(failed.length).toBeGreaterThan(0);
    const perPath = new Map<string, number>();
    for (const r of failed) perPath.set(r.path, (perPath.get(r.path) ?? 0) + 1);
    expect(Math.max(...perPath.values())).toBeLessThanOrEqual(4);

    await setKnobs(page, { faults: '' });
    await notice.getByRole('button', { name: 'Refresh now' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('R3');
  });

  await test.step('500 on a create: sent once, never retried blindly, the input kept; saved once when tried again', async () => {
    const name = 'Reliability 500 carton';
    await openInApp(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const log = recordApi(context);
    await setKnobs(page, { faults: 'error=1' });

    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    const nameField = dialog.getByRole('textbox', { name: 'Project name (required)' });
    await nameField.fill(name);
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(dialog.getByRole('alert')).toContainText('not saved');
    await expect(nameField).toHaveValue(name);
    const posts = () => log.filter((r) => r.method === 'POST' && r.path === '/api/v1/project');
    expect(posts().map((r) => r.status)).toEqual([500]);

    await setKnobs(page, { faults: '' });
    expect(await projectsNamed(page, name)).toBe(0);
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(dialog).toBeHidden();
    expect(posts().map((r) => r.status)).toEqual([500, 200]);
    expect(await projectsNamed(page, name)).toBe(1);
  });
});
