import type { Page } from '@playwright/test';
import { expect, openInApp, signIn, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const canvas = (page: Page) => page.getByRole('region', { name: 'Workflow picture' });

/** The smallest node label as drawn on screen: its CSS font size times the canvas zoom. */
function smallestLabelPx(page: Page): Promise<number> {
  return canvas(page).evaluate((element) => {
    const labels = [...element.querySelectorAll<HTMLElement>('[data-node-label]')];
    if (labels.length === 0) return 0;
    return Math.min(
      ...labels.map((label) => {
        const scale = label.getBoundingClientRect().width / label.offsetWidth;
        // Rounded to 1/100 px: the transform leaves float noise (11.999996 for exactly 12).
        return Math.round(Number.parseFloat(getComputedStyle(label).fontSize) * scale * 100) / 100;
      }),
    );
  });
}

async function expectReadableAtFit(page: Page) {
  await expect(canvas(page).getByLabel(/^Step 1: /)).toBeVisible();
  await expect.poll(() => smallestLabelPx(page)).toBeGreaterThanOrEqual(12);
  // Zoomed out, then fit again: the fit is what the button gives, not only the first view.
  await canvas(page).getByRole('button', { name: 'Zoom out' }).click();
  await canvas(page).getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(() => smallestLabelPx(page)).toBeLessThan(12);
  await canvas(page).getByRole('button', { name: 'Fit to view' }).click();
  await expect.poll(() => smallestLabelPx(page)).toBeGreaterThanOrEqual(12);
}

/** Creates a 15-step Acme workflow through the API the app uses; returns its UID. */
async function createLongWorkflow(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const login = await fetch('/api/v1/token/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: 'anna@demo.test', password: 'demo' }),
    });
    const { result } = (await login.json()) as { result: { token: string } };
    const actions = Array.from({ length: 15 }, (_, index) =>
      index % 2 === 0
        ? {
            uid: `upload-${index}`,
            friendlyName: `Upload round ${index / 2 + 1}`,
            triggerType: index === 0 ? 'ProjectCreated' : 'InternalReviewTaskRejected',
            reactionType: 'CreateInternalUploadAssetsTask',
            roleUids: ['projectOwners'],
          }
        : {
            uid: `review-${index}`,
            friendlyName: `Review round ${(index + 1) / 2}`,
            triggerType: 'InternalUploadAssetsTaskCompleted',
            reactionType: 'CreateInternalReviewTask',
            roleUids: ['projectOwners'],
          },
    );
    const created = await fetch('/api/v1/workflow', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${result.token}` },
      body: JSON.stringify({ clientUID: 'cli-acme-packaging', name: 'Fifteen steps', actions }),
    });
    return ((await created.json()) as { result: { workflowUID: string } }).result.workflowUID;
  });
}

test('the demo workflow reads at fit: labels at least 12 px, panes fold, the dry run marks its steps', async ({
  signedIn: page,
}) => {
  await openInApp(page, '/workflows');
  await page.getByRole('link', { name: 'External proofing' }).click();
  await test.step('labels at least 12 px at fit', () => expectReadableAtFit(page));

  await test.step('outline and side panel fold away by keyboard, and stay folded in the session', async () => {
    const hideOutline = page.getByRole('button', { name: 'Hide outline' });
    await hideOutline.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: /^Outline/ })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show outline' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.getByRole('button', { name: 'Hide side panel' }).click();
    await expect(page.getByRole('region', { name: 'Details' })).toBeHidden();
    const wide = await canvas(page).boundingBox();
    expect(wide?.width).toBeGreaterThan(1100);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Show outline' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Outline/ })).toBeHidden();
    await expectReadableAtFit(page);
    await page.getByRole('button', { name: 'Show outline' }).click();
    await page.getByRole('button', { name: 'Show side panel' }).click();
    await expect(page.getByRole('region', { name: /^Outline/ })).toBeVisible();
  });

  await test.step('the minimap is off until asked for', async () => {
    await expect(canvas(page).getByLabel('Overview map')).toHaveCount(0);
  });

  await test.step('the dry run marks on the picture the steps it ran', async () => {
    await expect(canvas(page).getByText('Ran in the dry run')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Simulate' }).click();
    await expect(canvas(page).getByText('Ran in the dry run')).not.toHaveCount(0);
    await page.getByRole('tab', { name: 'Step' }).click();
    await expect(canvas(page).getByText('Ran in the dry run')).toHaveCount(0);
  });
});

test('a 15-step workflow reads at fit', async ({ page }) => {
  await signIn(page);
  const workflowUID = await createLongWorkflow(page);
  await openInApp(page, `/workflows/${workflowUID}`);
  await expect(page.getByRole('textbox', { name: 'Workflow name' })).toHaveValue('Fifteen steps');
  await expectReadableAtFit(page);
});

test('a starter’s steps come with their names', async ({ signedIn: page }) => {
  await openInApp(page, '/workflows');
  await page.getByRole('button', { name: 'New workflow' }).click();
  const dialog = page.getByRole('dialog', { name: 'New workflow' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('From a starter');
  await dialog.getByRole('radio', { name: /^Upload → review → complete/ }).check();
  await dialog.getByRole('button', { name: 'Open in the builder' }).click();
  await expect(page.getByRole('tabpanel').getByRole('textbox', { name: 'Step name' })).toHaveValue(
    'Owners upload the artwork',
  );
});
