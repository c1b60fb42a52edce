import { expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';

const COLD_BREW = { uid: 'prj-acme-cold-brew-label', name: 'Cold Brew coffee label 250 ml' };

test('an external review invitation arrives in the Mailbox and its link opens in the app', async ({
  signedIn: page,
}) => {
  await openInApp(page, `/projects/${COLD_BREW.uid}/tasks`);
  await page.getByRole('button', { name: 'External review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite an external reviewer' });
  await dialog.getByRole('textbox', { name: "Reviewer's e-mail" }).fill('mail.e2e@example.com');
  await dialog
    .getByRole('checkbox', { name: /bean-and-bottle-cold-brew-original-250ml-label\.jpg/ })
    .check();
  await dialog
    .getByRole('textbox', { name: 'E-mail subject (optional)' })
    .fill('Please review the label');
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('banner').getByRole('button', { name: 'Anna Berg' }).click();
  await page.getByRole('link', { name: 'Mailbox (sent e-mails)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  const emails = page.getByRole('list', { name: 'Sent e-mails, newest first' });
  const invitation = emails.getByRole('article').first();
  await expect(invitation.getByRole('heading', { name: 'Please review the label' })).toBeVisible();
  await expect(invitation).toContainText('mail.e2e@example.com');
  await expect(invitation).toContainText('English');
  await expectNoSeriousA11yViolations(page);

  const link = invitation.getByRole('link', { name: /\/external\// });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/external\/[^/?]+\?lang=en$/);
  await link.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
});
