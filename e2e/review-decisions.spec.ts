import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';
import { ASSETS, USERS, callApi, openReview } from './review-helpers';

/** Ravi's pending review of the coffee pouch in the demo world, with a three-item checklist. */
const SEEDED_TASK = 'tsk-acme-cold-brew-review-ravi';

/** A review task for Anna on both assets of the jam project. */
async function createTask(page: Page): Promise<string> {
  const asset = await callApi<{ projectUID: string }>(
    page,
    'GET',
    `/api/v1/asset?AssetUID=${ASSETS.jamLabel}`,
  );
  const created = await callApi<{ taskUID: string }>(page, 'POST', '/api/v1/task/review_asset', {
    projectUID: asset.result.projectUID,
    userUID: USERS.anna,
    assetUIDs: [ASSETS.jamLabel, ASSETS.jamLeaflet],
    comment: 'Final proof before print',
  });
  expect(created.status).toBe(200);
  return created.result.taskUID;
}

async function decide(page: Page, choice: string, left: string | null) {
  await page.getByRole('button', { name: choice, exact: true }).click();
  if (left) await expect(page.getByText(left)).toBeVisible();
}

// One app start for both journeys: each fresh test starts the app again (about 4 s of CPU).
test('a task ends Rejected when one of its two assets is rejected, and Approved with changes when none is and one needs changes', async ({
  signedIn: page,
}) => {
  await test.step('a task ends Rejected when one of its two assets is rejected', async () => {
    const taskUID = await createTask(page);
    await openReview(page, ASSETS.jamLabel, taskUID);
    await expect(page.getByText('2 of 2 assets left')).toBeVisible();
    await expect(page.getByText('Final proof before print')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Comment on your decision (optional)' })
      .fill('Label is fine.');
    await decide(page, 'Approve', '1 of 2 assets left');

    await page.getByRole('link', { name: /Next undecided asset/ }).click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'forest-harvest-lingonberry-nectar-leaflet.pdf',
      }),
    ).toBeVisible();
    await decide(page, 'Reject', null);
    await expect(page.getByText('The task has ended: rejected.')).toBeVisible();
    const task = await callApi<{ status: string; closed: string | null }>(
      page,
      'GET',
      `/api/v1/task?TaskUID=${taskUID}`,
    );
    expect(task.result.status).toBe('Rejected');
    expect(task.result.closed).not.toBeNull();
  });

  await test.step('a task ends Approved with changes when no asset is rejected and one needs changes', async () => {
    const taskUID = await createTask(page);
    await openReview(page, ASSETS.jamLeaflet, taskUID);
    await decide(page, 'Approve with changes', '1 of 2 assets left');
    await page.getByRole('link', { name: /Next undecided asset/ }).click();
    await decide(page, 'Approve', null);
    await expect(page.getByText('The task has ended: approved with changes.')).toBeVisible();
    const task = await callApi<{ status: string }>(page, 'GET', `/api/v1/task?TaskUID=${taskUID}`);
    expect(task.result.status).toBe('ApprovedWithChanges');
  });
});

test('changing a decision asks first, names what it replaces and keeps the earlier one', async ({
  signedIn: page,
}) => {
  const taskUID = await createTask(page);
  await openReview(page, ASSETS.jamLabel, taskUID);
  const comment = page.getByRole('textbox', { name: 'Comment on your decision (optional)' });
  await comment.fill('Move the barcode 2 mm left.');
  await decide(page, 'Approve with changes', '1 of 2 assets left');
  const current = page.getByRole('region', { name: 'Current decision' });
  await expect(current).toContainText(/Approved with changes by Anna Berg on /);
  await expect(current).toContainText('“Move the barcode 2 mm left.”');

  // A second decision is never silent: the prompt names the one it replaces.
  await comment.fill('The allergen line is missing too.');
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const prompt = page.getByRole('status').filter({ hasText: 'Replace the current decision?' });
  await expect(prompt).toContainText(
    /“Approved with changes” by Anna Berg on .+ will be replaced by “Rejected”/,
  );
  await expect(prompt).toContainText('Its comment: “Move the barcode 2 mm left.”');
  await expect(prompt.getByRole('button', { name: 'Keep the current decision' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(prompt).toBeHidden();
  await expect(current).toContainText('Approved with changes by Anna Berg');
  await expect(comment).toHaveValue('The allergen line is missing too.');

  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  await prompt.getByRole('button', { name: 'Replace with “Rejected”' }).click();
  await expect(current).toContainText(/Rejected by Anna Berg on /);
  await expect(current).toContainText('“The allergen line is missing too.”');
  const earlier = page.getByRole('region', { name: 'Earlier decisions on this asset' });
  await expect(earlier).toContainText(/Replaced\s*Approved with changes by Anna Berg on /);
  await expect(earlier).toContainText('“Move the barcode 2 mm left.”');

  // Once the last asset is decided the task has ended: decisions are shown, not offered.
  await page.getByRole('link', { name: /Next undecided asset/ }).click();
  await decide(page, 'Approve', null);
  await expect(page.getByText('The task has ended: rejected.')).toBeVisible();
  await page.goto(`/review/${ASSETS.jamLabel}?taskUID=${taskUID}`);
  await expect(page.getByRole('region', { name: 'Current decision' })).toContainText('Rejected');
  await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
});

test('the checklist of a seeded review task must be ticked before approving', async ({ page }) => {
  await signIn(page, 'ravi@demo.test');
  await openReview(page, ASSETS.coffeePouch, SEEDED_TASK);
  const checklist = page.getByRole('group', { name: 'Press proof check' });
  const approve = page.getByRole('button', { name: 'Approve', exact: true });
  await expect(approve).toBeDisabled();
  await expect(approve).toHaveAccessibleDescription('Tick every checklist item before approving.');
  await expect(page.getByRole('button', { name: 'Reject', exact: true })).toBeEnabled();
  for (const item of ['Colours match the swatch', 'Barcode scans', 'Legal copy complete']) {
    await checklist.getByRole('checkbox', { name: item }).check();
  }
  await approve.click();
  await expect(page.getByText('The task has ended: every asset is approved.')).toBeVisible();
});
