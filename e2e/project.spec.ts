import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';

/** Demo projects (decisions.md demo world), by their fixed UIDs. */
const CRISPS = { uid: 'prj-acme-sea-salt-crisps', name: 'Sea Salt crisps 150 g bag' };
const TEA_BOX = { uid: 'prj-acme-green-tea-box', name: 'Jasmine green tea gift box' };
const LEMON_CAN = { uid: 'prj-acme-lemon-can', name: 'Sparkling Lemon 330 ml can' };

async function openProject(page: Page, project: { uid: string; name: string }) {
  await openInApp(page, `/projects/${project.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
}

const actions = (page: Page) => page.getByRole('group', { name: 'Project actions' });
const header = (page: Page) => page.getByRole('region').filter({ has: actions(page) });

/** Makes the offline service's own waits (InTransit) pass faster, through its settings page. */
async function setTimeScale(page: Page, scale: string) {
  await openInApp(page, '/offline-settings');
  const field = page.getByRole('textbox', { name: 'Time scale' });
  await field.fill(scale);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
}

// One app start for these journeys: each fresh test starts the app again (about 4 s of CPU).
test('creating a project keeps invalid input, then saves it; delete is refused while Active and allowed when Completed', async ({
  signedIn: page,
}) => {
  await test.step('creating a project keeps invalid input with its errors, then saves it', async () => {
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    const name = dialog.getByRole('textbox', { name: 'Project name (required)' });
    const product = dialog.getByRole('textbox', { name: 'Product' });
    const tags = dialog.getByRole('textbox', { name: 'Tags' });
    await expect(name).toBeVisible();

    await product.fill('P'.repeat(55));
    await tags.fill('summer');
    await tags.press('Enter');
    await tags.fill('two words');
    await expect(dialog.getByRole('list', { name: 'Tags added' })).toContainText('summer');
    await expect(product).toHaveAccessibleDescription(/Too long: use at most 50 characters/);

    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(dialog.getByRole('alert')).toContainText('3 fields need fixing');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Enter a project name.');
    await expect(tags).toHaveAccessibleDescription(/single words/);
    await expect(product).toHaveValue('P'.repeat(55));
    await expect(tags).toHaveValue('two words');
    await expectNoSeriousA11yViolations(page);

    await name.fill('E2E mango juice carton');
    await product.fill('Mango');
    await tags.fill('mango');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'E2E mango juice carton' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'E2E mango juice carton' }),
    ).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('Mango');
    await expect(details).toContainText('summer');
    await expect(details).toContainText('Anna Berg');
  });

  await test.step('delete is refused with the reason while Active and allowed when Completed', async () => {
    await openProject(page, LEMON_CAN);
    const refused = actions(page).getByRole('button', { name: 'Delete' });
    await expect(refused).toBeDisabled();
    await expect(refused).toHaveAccessibleDescription(
      'Delete: only Completed or Archived projects can be deleted; this one is Active.',
    );
    await refused.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await openProject(page, TEA_BOX);
    await actions(page).getByRole('button', { name: 'Delete' }).click();
    const ask = page.getByRole('dialog', { name: `Delete “${TEA_BOX.name}” for good?` });
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await ask.getByRole('button', { name: 'Delete project' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText(`“${TEA_BOX.name}” was deleted.`)).toBeVisible();
    await openInApp(page, `/projects/${TEA_BOX.uid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

// One app start for these journeys: each fresh test starts the app again (about 4 s of CPU).
test('the proof report opens in the viewer; complete, then archive: In transit until the files have moved', async ({
  signedIn: page,
}) => {
  await test.step('the proof report opens in the viewer: pages, zoom, keyboard, download', async () => {
    await openProject(page, LEMON_CAN);
    await actions(page).getByRole('button', { name: 'Proof report' }).click();
    const viewer = page.getByRole('dialog', { name: `Proof report: ${LEMON_CAN.name}` });
    const canvas = viewer.getByRole('img', { name: /^Proof report of .*: Page 1 of \d+$/ });
    // The service writes the PDF (the PDF writer and its fonts load then) and pdf.js starts: slow on a busy machine.
    await expect(canvas).toBeVisible({ timeout: 30_000 });
    await expect(viewer.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const box = await canvas.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);

    const zoom = viewer.getByRole('status', { name: 'Zoom level' });
    const before = await zoom.textContent();
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoom).not.toHaveText(before ?? '');
    await expect(viewer.getByRole('button', { name: 'Fit to width' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    const pageView = viewer.getByRole('region', { name: /page view$/ });
    await pageView.focus();
    await page.keyboard.press('0');
    await expect(viewer.getByRole('button', { name: 'Fit to width' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('End');
    const last = viewer.getByRole('spinbutton', { name: /^Page number/ });
    const count = await last.getAttribute('max');
    await expect(last).toHaveValue(count ?? '1');

    const download = page.waitForEvent('download');
    await viewer.getByRole('button', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`Proof report - ${LEMON_CAN.name}.pdf`);
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(actions(page).getByRole('button', { name: 'Proof report' })).toBeFocused();
  });

  await test.step('complete, then archive: In transit is shown until the files have moved', async () => {
    await setTimeScale(page, '2');
    await openProject(page, CRISPS);
    await actions(page).getByRole('button', { name: 'Complete' }).click();
    const complete = page.getByRole('dialog', { name: `Complete “${CRISPS.name}”?` });
    await expect(complete).toContainText('Completing deletes every task of the project');
    await complete.getByRole('button', { name: 'Complete project' }).click();
    await expect(header(page).getByText('Completed', { exact: true })).toBeVisible();
    await expect(actions(page).getByRole('button', { name: 'Edit' })).toBeDisabled();

    await actions(page).getByRole('button', { name: 'Archive' }).click();
    const archive = page.getByRole('dialog', { name: `Archive “${CRISPS.name}”?` });
    await expect(archive).toContainText('move to slow storage');
    await archive.getByRole('button', { name: 'Archive project' }).click();
    await expect(header(page).getByText('In transit', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Files are moving' })).toBeVisible();
    await expect(header(page).getByText('Archived', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Files are moving' })).toBeHidden();
    await expect(actions(page).getByRole('button', { name: 'Reactivate' })).toBeEnabled();
  });
});

test('the project page and its edit dialog pass axe and work by keyboard', async ({
  signedIn: page,
}) => {
  await openProject(page, LEMON_CAN);
  await expect(page.getByRole('region', { name: 'Why is this still pending?' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Metadata' })).toContainText('JOB-24-1187');
  await expectNoSeriousA11yViolations(page);

  const edit = actions(page).getByRole('button', { name: 'Edit' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit project' });
  const revision = dialog.getByRole('textbox', { name: 'Revision' });
  await expect(revision).toHaveValue('R3');
  await expectNoSeriousA11yViolations(page);

  const tags = dialog.getByRole('textbox', { name: 'Tags' });
  await tags.focus();
  await page.keyboard.type('summer,');
  await expect(dialog.getByRole('list', { name: 'Tags added' })).toContainText('summer');
  await page.keyboard.press('Backspace');
  await expect(dialog.getByRole('list', { name: 'Tags added' })).not.toContainText('summer');
  // A second tab of the same project, opened from this one (it shares the session), with an
  // edit typed and not saved yet.
  const [other] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((url) => window.open(url), `/projects/${LEMON_CAN.uid}`),
  ]);
  await actions(other).getByRole('button', { name: 'Edit' }).click();
  const otherDialog = other.getByRole('dialog', { name: 'Edit project' });
  const customer = otherDialog.getByRole('textbox', { name: 'Customer' });
  await customer.fill('Fizzly Drinks Europe');

  await revision.fill('R4');
  await revision.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('R4');

  await test.step('two tabs: a save in one shows in the other when it comes back, and overwrites nothing', async () => {
    const comeBack = (tab: Page) =>
      tab.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await other.bringToFront();
    await comeBack(other);
    await expect(other.getByRole('region', { name: 'Details' })).toContainText('R4');
    await expect(customer).toHaveValue('Fizzly Drinks Europe');
    await otherDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(otherDialog).toBeHidden();
    await expect(other.getByRole('region', { name: 'Details' })).toContainText('R4');
    await other.close();
    await page.bringToFront();
    await comeBack(page);
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('Fizzly Drinks Europe');
    await expect(details).toContainText('R4');
  });

  for (const tab of ['Assets', 'Reference documents', 'Tasks']) {
    await page
      .getByRole('navigation', { name: 'Project sections' })
      .getByRole('link', { name: new RegExp(`^${tab}`) })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: tab })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
});
