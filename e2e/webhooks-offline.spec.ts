import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test('the in-browser service logs deliveries without sending them, and the guide shows each payload', async ({
  signedIn: page,
}) => {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Webhooks' })
    .click();
  const item = page.getByRole('article', { name: 'http://127.0.0.1:8787/hooks/nordic/all' });
  await item.getByRole('button', { name: 'Send test event' }).click();
  await expect(item.getByText(/^Test recorded in the delivery log below\./)).toBeVisible();
  // Said in user terms, not as a developer command, and not as a failure.
  await expect(page.getByText(/npm run|offline:server|offline:server/)).toHaveCount(0);
  const log = page.getByRole('region', { name: 'Delivery log' });
  await log.getByRole('combobox', { name: 'Outcome' }).click();
  await log.getByRole('option', { name: 'Not delivered' }).click();
  await expect(
    log
      .getByRole('article', { name: /^webhook\.test event / })
      .first()
      .getByText('Not delivered'),
  ).toBeVisible();

  const payload = page.getByText('task.approved', { exact: true }).last();
  await payload.click();
  await expect(page.getByText('"EventType": "task.approved"')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
