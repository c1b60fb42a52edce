import { expect, test } from '../fixtures';
import { projectsNamed, recordApi, setKnobs } from './service-controls';

const NAME = 'Reliability 429 carton';

test('429 with Retry-After: a countdown, nothing sent inside the window, then it goes on by itself', async ({
  signedIn: page,
  context,
}) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await setKnobs(page, { rateLimits: '2/5s' });
  const log = recordApi(context);

  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByRole('textbox', { name: 'Project name (required)' }).fill(NAME);
  await dialog.getByRole('button', { name: 'Create project' }).click();

  await expect(page.getByText(/Too many requests\. Retrying in \d+ s/)).toBeVisible();
  // No click: the waiting requests go out once the window has passed.
  await expect(page.getByRole('link', { name: NAME }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Too many requests/)).toBeHidden();

  const limited = log.filter((r) => r.status === 429);
  expect(limited.length).toBeGreaterThan(0);
  for (const refusal of limited) {
    const windowEnd = refusal.answeredAt + Number(refusal.retryAfter ?? 0) * 1000;
    // 200 ms for the clocks of the test runner and the page, which are not the same.
    const inside = log.filter((r) => r.sentAt > refusal.answeredAt && r.sentAt < windowEnd - 200);
    expect(
      inside.map((r) => `${r.method} ${r.path}`),
      `sent inside ${refusal.path}'s window`,
    ).toEqual([]);
  }

  await setKnobs(page, { rateLimits: '' });
  expect(await projectsNamed(page, NAME)).toBe(1);
  expect(log.filter((r) => r.method === 'POST' && r.status === 200).length).toBe(1);
});
