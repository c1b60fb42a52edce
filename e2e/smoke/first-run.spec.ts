import { DEMO_LINK, DEMO_LINK_PASSWORD } from '../external-helpers';
import { expect, openInApp, signIn, test } from '../fixtures';

/**
 * The journeys a new person takes first, run against what `npm start` serves (the Vite dev
 * server, React StrictMode, modules loaded one by one; playwright.dev.config.ts). The build's
 * own specs cover the same journeys in more depth, so the build run leaves this file out. Each one
 * failed under the dev server before the offline service stopped answering the app's own module
 * URLs. Two tests, one per worker: under the dev server every fresh page load fetches hundreds of
 * modules, so the journeys follow each other in one page, moving by the app's own navigation.
 */
const OAT_BOX = { uid: 'prj-acme-oat-crunch-box', name: 'Oat Crunch cereal box 500 g' };
const JAM_LABEL = 'ast-nordic-jam-label';

test('the owner’s first half hour: dashboard, New project, a project, an asset, review, compare', async ({
  signedIn: page,
}) => {
  await test.step('the dashboard says in words why a project is still pending', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page
      .getByRole('button', { name: 'Why is “Cold Brew coffee label 250 ml” still pending?' })
      .click();
    const tip = page.getByRole('status', { name: 'Why is this still pending?' });
    await expect(tip).toContainText('Waiting on Ravi Kumar: review of 1 asset');
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
  });

  await test.step('the New project dialog stays open and keeps what was typed', async () => {
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    const name = dialog.getByRole('textbox', { name: 'Project name (required)' });
    await name.fill('Smoke test');
    // Still open and still holding what was typed: no self-closing dialog under StrictMode.
    await expect(name).toHaveValue('Smoke test');
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('a project page', async () => {
    await openInApp(page, `/projects/${OAT_BOX.uid}`);
    await expect(page.getByRole('heading', { level: 1, name: OAT_BOX.name })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Project actions' })).toBeVisible();
  });

  await test.step('an asset’s details and the review canvas', async () => {
    await page
      .getByRole('navigation', { name: 'Project sections' })
      .getByRole('link', { name: /^Assets/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: /^Assets/ })).toBeVisible();
    const details = page.getByRole('button', { name: /: details$/ }).first();
    const assetName = ((await details.getAttribute('aria-label')) ?? '').replace(/: details$/, '');
    await details.click();
    const dialog = page.getByRole('dialog', { name: assetName });
    await expect(dialog.getByRole('region', { name: 'Versions' })).toBeVisible();
    await dialog
      .getByRole('link', { name: /review/i })
      .first()
      .click();
    await expect(page.getByRole('application', { name: /^Artwork, page 1 of \d+$/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Tools' })).toBeVisible();
  });

  await test.step('compare two versions', async () => {
    await openInApp(page, `/review/${JAM_LABEL}/compare`);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare versions' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Page of version 1' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Page of version 2' })).toBeVisible();
  });
});

test('an external reviewer’s link, then every admin screen and the workflow builder', async ({
  page,
}) => {
  await test.step('the external review link with its password, in the invitation’s language', async () => {
    // The demo invitation is German, and its e-mailed link says so: an English browser still
    // gets German from the first screen, the password page.
    await page.goto(`${DEMO_LINK}?lang=de`);
    await expect(
      page.getByRole('heading', { name: 'Diese Prüfung ist passwortgeschützt' }),
    ).toBeVisible();
    const password = page.getByLabel('Passwort');
    await password.fill(DEMO_LINK_PASSWORD);
    await password.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/\.(png|pdf)$/);
    await expect(page.getByRole('button', { name: 'Rechteck' })).toBeVisible();
  });

  await test.step('every screen of the main navigation opens from its link', async () => {
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const screen of ['My tasks', 'Library', 'Workflows', 'Webhooks', 'Users']) {
      await nav.getByRole('link', { name: screen }).click();
      await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
  });

  await test.step('a workflow opens in the builder with its picture, outline and inspector', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Workflows' })
      .click();
    await page.getByRole('link', { name: 'Artwork approval' }).click();
    await expect(page.getByRole('textbox', { name: 'Workflow name' })).toHaveValue(
      'Artwork approval',
    );
    const picture = page.getByRole('region', { name: 'Workflow picture' });
    await expect(picture.getByText(/^Step 1: /)).toBeVisible();
    await page
      .getByRole('region', { name: /^Outline/ })
      .getByRole('button', { name: /^Edit step 2/ })
      .click();
    await expect(
      page.getByRole('tabpanel').getByRole('heading', { name: /^Step 2: / }),
    ).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();
  });
});
