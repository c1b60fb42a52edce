import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';
import {
  startMockServer,
  startReceiver,
  pointAppAt,
  type MockServer,
  type Receiver,
} from './webhooks-harness';

// One real HTTP offline service per worker: only it delivers for real and retries. Its
// origin is not the one the preview server's Content-Security-Policy names.
test.use({ bypassCSP: true });
let server: MockServer;
test.beforeAll(async () => {
  server = await startMockServer();
});
test.afterAll(async () => {
  await server.stop();
});

let receiver: Receiver;
test.beforeEach(async () => {
  receiver = await startReceiver();
});
test.afterEach(async () => {
  await receiver.close();
});

async function openWebhooks(page: Page): Promise<void> {
  await pointAppAt(page, server.url);
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Webhooks' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
}

test('register, activate, secret, test with a retry, log, redeliver and delete', async ({
  page,
  context,
}) => {
  // It waits on real activation, retry and deletion delays of the HTTP service.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openWebhooks(page);
  await expect(page.getByRole('region', { name: 'Acme Packaging' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A bad URL is explained on the field, and what was typed stays.
  const urlField = page.getByLabel('Endpoint URL');
  await urlField.fill('ftp://files.example.test/in');
  await page.getByRole('button', { name: 'Register webhook' }).click();
  await expect(urlField).toHaveAccessibleDescription(/full http or https URL/);
  await expect(urlField).toHaveValue('ftp://files.example.test/in');
  await expectNoSeriousA11yViolations(page);

  const url = `${receiver.origin}/hooks/e2e`;
  await urlField.fill(url);
  await page.getByLabel('Client').selectOption({ label: 'Acme Packaging' });
  await page.getByRole('button', { name: 'Register webhook' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Webhook registered' })).toBeVisible();

  const item = page.getByRole('article', { name: url });
  await expect(item.getByText('Events arrive in about a minute.')).toBeVisible();
  await expect(item.getByText('Events are delivered.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The secret: hidden, revealed on demand, copied with one click, never in the URL.
  const secret = item.getByLabel('Secret');
  await expect(secret).toHaveText('••••••••••••');
  await item.getByRole('button', { name: 'Reveal secret' }).click();
  await expect(secret).not.toHaveText('••••••••••••');
  const shown = (await secret.textContent()) ?? '';
  expect(shown.length).toBeGreaterThanOrEqual(32);
  await item.getByRole('button', { name: 'Copy secret' }).click();
  await expect(item.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  expect(page.url()).not.toContain(shown);
  await item.getByRole('button', { name: 'Hide secret' }).click();

  // The receiver fails the first attempt; the retry gets through, both under one EventId.
  receiver.script = [500];
  await item.getByRole('button', { name: 'Send test event' }).click();
  await expect(item.getByText('Test delivered on attempt 2.')).toBeVisible();
  await expect(item.getByText(/may get the same EventId more than once/)).toBeVisible();
  expect(receiver.posts.map((p) => p.headers['api-secret'])).toEqual([shown, shown]);
  const eventId = receiver.posts[0]?.body.EventId ?? '';
  expect(receiver.posts[1]?.body.EventId).toBe(eventId);

  const log = page.getByRole('region', { name: 'Delivery log' });
  // The filter is a select-only combobox: opened from the keyboard, chosen with the pointer.
  const webhookFilter = log.getByRole('combobox', { name: 'Webhook', exact: true });
  await webhookFilter.focus();
  await webhookFilter.press('ArrowDown');
  await log.getByRole('option', { name: url }).click();
  await expect(webhookFilter).toHaveText(url);
  const group = log.getByRole('article', { name: `webhook.test event ${eventId}` });
  await expect(group.getByText('Delivered on attempt 2')).toBeVisible();
  const attempts = group.getByRole('list', { name: 'Attempts, newest first' }).getByRole('button');
  await expect(attempts).toHaveText([/Attempt 2\s*HTTP 200/, /Attempt 1\s*HTTP 500/]);
  await expectNoSeriousA11yViolations(page);

  // The exact body and headers of the failed attempt; the secret stays masked.
  await attempts.nth(1).click();
  const dialog = page.getByRole('dialog', { name: 'webhook.test, attempt 1' });
  await expect(dialog.getByText(`Api-Secret: ••••••••${shown.slice(-4)}`)).toBeVisible();
  await expect(dialog.getByText(`"EventId": "${eventId}"`)).toBeVisible();
  await expect(dialog).not.toContainText(shown);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Redeliver: the same EventId again, recorded as attempt 3.
  await group.getByRole('button', { name: 'Redeliver' }).click();
  await expect(
    page.getByText('Redelivered with the same EventId: attempt 3 got HTTP 200.'),
  ).toBeVisible();
  await expect(attempts.first()).toHaveText(/Attempt 3 \(redelivered\)\s*HTTP 200/);
  expect(receiver.posts).toHaveLength(3);
  expect(receiver.posts[2]?.body.EventId).toBe(eventId);

  // Delete: it says when it stops, then leaves the list.
  await item.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this webhook?' });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete webhook' }).click();
  await expect(item.getByText(/Stops within about a minute/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(item).toHaveCount(0);
});

// One app start for both journeys: each fresh test starts the app again (about 4 s of CPU).
test('without the delivery log the screen says why and webhooks keep working; a duplicate URL gets the 412 explained on the field', async ({
  page,
}) => {
  await test.step('without the delivery log the screen says why, and webhooks and tests keep working', async () => {
    // A real server: the offline service's x-extension paths answer 404.
    await page.route('**/api/v1/mock/deliveries**', (route) =>
      route.fulfill({
        status: 404,
        json: { version: '1.0', statusCode: 404, message: 'Not found' },
        headers: { 'Access-Control-Allow-Origin': '*' },
      }),
    );
    await openWebhooks(page);
    const log = page.getByRole('region', { name: 'Delivery log' });
    await expect(log.getByText(/does not expose its delivery log/)).toBeVisible();

    const item = page.getByRole('article', { name: 'http://127.0.0.1:8787/hooks/acme/erp' });
    await expect(item.getByText('Events are delivered.')).toBeVisible();
    await expect(item.getByText('Not available from this server')).toBeVisible();
    await item.getByRole('button', { name: 'Send test event' }).click();
    await expect(
      item.getByText(/Test sent\. This server does not expose its delivery log/),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Receiver guide' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('a duplicate URL gets the 412 explained on the field', async () => {
    const urlField = page.getByLabel('Endpoint URL');
    const url = `${receiver.origin}/hooks/twice`;
    for (let i = 0; i < 2; i++) {
      await urlField.fill(url);
      await page.getByRole('button', { name: 'Register webhook' }).click();
      if (i === 0) await expect(page.getByRole('article', { name: url })).toBeVisible();
    }
    await expect(urlField).toHaveAccessibleDescription(/already registered for this client/);
    await expect(urlField).toHaveValue(url);
    await expectNoSeriousA11yViolations(page);
  });
});
