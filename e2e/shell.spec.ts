import { expect, expectNoSeriousA11yViolations, openInApp, signInAt, test } from './fixtures';

const screens = [
  { link: 'Dashboard', heading: 'Dashboard', path: '/' },
  { link: 'My tasks', heading: 'My tasks', path: '/tasks' },
  { link: 'Library', heading: 'Library', path: '/library' },
  { link: 'Workflows', heading: 'Workflows', path: '/workflows' },
  { link: 'Webhooks', heading: 'Webhooks', path: '/webhooks' },
  { link: 'Users', heading: 'Users', path: '/users' },
];

/**
 * One walk through the main navigation, as a person clicks it: every link is a real navigation
 * from the screen before, and every screen passes axe where it lands (one start for all six).
 */
test('each main link opens its screen, marked current and titled, with no serious axe finding', async ({
  signedIn: page,
}) => {
  test.setTimeout(120_000); // Six screens, each with axe.
  const nav = page.getByRole('navigation', { name: 'Main' });
  // Start on the last screen, so the dashboard's link is a real navigation too.
  await openInApp(page, '/users');
  for (const { link, heading, path } of screens) {
    await test.step(link, async () => {
      await nav.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
      await expect(page).toHaveTitle(`${heading} · Proofdesk`);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

// Two small journeys on one app start: the skip link on the Library, then a mistyped path.
test('the skip link moves keyboard focus to the main content; an unknown path shows the not-found page with a way home', async ({
  page,
}) => {
  await test.step('the skip link moves keyboard focus to the main content', async () => {
    await signInAt(page, '/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  await test.step('an unknown path shows the not-found page with a way home', async () => {
    await openInApp(page, '/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  await test.step('a project that does not exist shows the same not-found page', async () => {
    await openInApp(page, '/projects/prj-no-such-project');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(
      page.getByText('There is nothing at /projects/prj-no-such-project.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  });
});

// One app start for these journeys: each fresh test starts the app again (about 4 s of CPU).
test('the offline demo is labelled with its settings one click away; the user menu shows who is signed in and signs out', async ({
  signedIn: page,
}) => {
  await test.step('the offline demo is labelled, its settings are one click away and saved to the service', async () => {
    await expect(page.getByText('Offline demo', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Demo settings' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Offline demo settings' }),
    ).toBeVisible();
    const scale = page.getByRole('textbox', { name: 'Time scale' });
    await expect(scale).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await scale.fill('60');
    await page.getByRole('textbox', { name: 'Requests per minute' }).fill('500');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Time scale' })).toHaveValue('60');
    await expect(page.getByRole('textbox', { name: 'Requests per minute' })).toHaveValue('500');
  });

  await test.step('the user menu shows who is signed in and signs out', async () => {
    await page.getByRole('button', { name: 'Anna Berg' }).click();
    await expect(page.getByText('Signed in as anna@demo.test')).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});
