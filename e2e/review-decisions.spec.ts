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

/** Decides; the last decision of a task (`left` null) is confirmed in its dialog. */
async function decide(page: Page, choice: string, left: string | null) {
  await page.getByRole('button', { name: choice, exact: true }).click();
  if (left) {
    await expect(page.getByText(left)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    return;
  }
  const confirm = page.getByRole('dialog', { name: 'Confirm your decision' });
  await confirm.getByRole('button', { name: choice, exact: true }).click();
  await expect(confirm).toBeHidden();
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

  // Once the last asset is decided the task has ended: decisions are shown, not offered, and
  // the reviewer's next open review is.
  const nextTaskUID = await createTask(page);
  await page.getByRole('link', { name: /Next undecided asset/ }).click();
  await decide(page, 'Approve', null);
  await expect(page.getByText('The task has ended: rejected.')).toBeVisible();
  const offer = page.getByRole('region', { name: 'Your next task' });
  await expect(offer.getByRole('link', { name: /^Review in / })).toHaveAttribute(
    'href',
    new RegExp(`taskUID=${nextTaskUID}`),
  );
  await expect(offer.getByRole('link', { name: 'All my tasks' })).toHaveAttribute('href', '/tasks');
  await page.goto(`/review/${ASSETS.jamLabel}?taskUID=${taskUID}`);
  await expect(page.getByRole('region', { name: 'Current decision' })).toContainText('Rejected');
  await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
});

test('approving needs the whole checklist; approving with changes sends the unticked items, after a confirmation that can be cancelled', async ({
  page,
}) => {
  await signIn(page, 'ravi@demo.test');
  await openReview(page, ASSETS.coffeePouch, SEEDED_TASK);
  const checklist = page.getByRole('group', { name: 'Press proof check' });
  const approve = page.getByRole('button', { name: 'Approve', exact: true });
  const withChanges = page.getByRole('button', { name: 'Approve with changes', exact: true });
  await expect(approve).toBeDisabled();
  await expect(approve).toHaveAccessibleDescription(/^Approve needs every item ticked\./);
  await expect(page.getByRole('button', { name: 'Reject', exact: true })).toBeEnabled();
  // The swatch does not match: the reviewer ticks the rest and approves with changes.
  await checklist.getByRole('checkbox', { name: 'Barcode scans' }).check();
  await checklist.getByRole('checkbox', { name: 'Legal copy complete' }).check();
  await expect(approve).toBeDisabled();
  const comment = page.getByRole('textbox', { name: 'Comment on your decision (optional)' });
  await comment.fill('Red is too light.');
  await withChanges.click();

  // One click never ends the task: the dialog sums it up, and Escape leaves all as it was.
  const confirm = page.getByRole('dialog', { name: 'Confirm your decision' });
  await expect(confirm).toContainText('Approved with changes');
  await expect(confirm).toContainText('Red is too light.');
  await expect(confirm).toContainText('2 of 3 ticked');
  await expect(confirm.getByRole('list', { name: 'Not ticked' })).toHaveText(
    'Colours match the swatch',
  );
  await expect(confirm).toContainText(
    'the task ends as “Approved with changes” and the decision can no longer be changed',
  );
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(withChanges).toBeFocused();
  await expect(comment).toHaveValue('Red is too light.');
  await expect(checklist.getByRole('checkbox', { name: 'Barcode scans' })).toBeChecked();

  await withChanges.click();
  await confirm.getByRole('button', { name: 'Approve with changes' }).click();
  await expect(page.getByText('The task has ended: approved with changes.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current decision' })).toContainText(
    'Red is too light. Changes asked (checklist items not ticked): - Colours match the swatch',
  );
  const offer = page.getByRole('region', { name: 'Your next task' });
  await expect(offer).toContainText('No other review is waiting for you.');
});
