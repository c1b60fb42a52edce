import { afterEach, describe, expect, it } from 'vitest';
import { ManualScheduler } from '../clock';
import { WEBHOOK_ACTIVATION_MOCK_MS } from '../rules/webhooks';
import { RETRY_WINDOW_MOCK_MS } from '../webhooks/retry-policy';
import {
  advance,
  createProject,
  deliveries,
  register,
  sendTest,
  startWebhookSetup,
  type WebhookSetup,
} from './support/webhooks-harness';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

let current: WebhookSetup | undefined;
let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await current?.harness.close();
  await receiver?.close();
  current = undefined;
  receiver = undefined;
});

async function start(options: Parameters<typeof startWebhookSetup>[0] = {}): Promise<WebhookSetup> {
  current = await startWebhookSetup(options);
  return current;
}

describe('delivery to a receiver over HTTP', () => {
  it('posts the event JSON with Api-Secret once the webhook is active, and logs the attempt', async () => {
    const scheduler = new ManualScheduler(Date.UTC(2025, 3, 1, 9));
    const setup = await start({ scheduler });
    receiver = await startWebhookReceiver();
    const webhook = await register(setup, { url: `${receiver.origin}/hooks/acme` });
    await createProject(setup, 'Before activation');
    await advance(setup, scheduler, WEBHOOK_ACTIVATION_MOCK_MS);
    expect(receiver.posts).toHaveLength(0);

    const projectUID = await createProject(setup, 'Delivered');
    await advance(setup, scheduler, 0);
    expect(receiver.posts).toHaveLength(1);
    const [post] = receiver.posts;
    expect(post?.path).toBe('/hooks/acme');
    expect(post?.headers['api-secret']).toBe(webhook.secret);
    expect(post?.headers['content-type']).toBe('application/json');
    expect(post?.event).toMatchObject({
      EventType: 'project.created',
      Data: { ProjectUID: projectUID, Name: 'Delivered' },
    });

    const [logged] = await deliveries(setup);
    expect(logged).toMatchObject({
      webhookUID: webhook.webhookUID,
      EventId: post?.event.EventId,
      EventType: 'project.created',
      url: webhook.url,
      attempt: 1,
      httpStatus: 200,
      error: null,
      time: new Date(scheduler.now()).toISOString(),
    });
    expect(logged?.event).toEqual(post?.event);
  });

  it('retries after a 500 with the same EventId and backoff, until a 200', async () => {
    const scheduler = new ManualScheduler(Date.UTC(2025, 3, 1, 9));
    const setup = await start({ scheduler });
    receiver = await startWebhookReceiver();
    receiver.script = [500, 502];
    const webhook = await register(setup, {
      url: `${receiver.origin}/flaky`,
      eventType: 'project.created',
    });
    await advance(setup, scheduler, WEBHOOK_ACTIVATION_MOCK_MS);
    await createProject(setup, 'Retried');
    await advance(setup, scheduler, 0);
    await advance(setup, scheduler, 9_999);
    expect(receiver.posts).toHaveLength(1);
    await advance(setup, scheduler, 1);
    expect(receiver.posts).toHaveLength(2);
    await advance(setup, scheduler, 30_000);
    expect(receiver.posts).toHaveLength(3);
    await advance(setup, scheduler, RETRY_WINDOW_MOCK_MS);
    expect(receiver.posts).toHaveLength(3);
    expect(new Set(receiver.posts.map((p) => p.event.EventId)).size).toBe(1);

    const log = (await deliveries(setup)).filter((d) => d.webhookUID === webhook.webhookUID);
    expect(log.map((d) => [d.attempt, d.httpStatus])).toEqual([
      [3, 200],
      [2, 502],
      [1, 500],
    ]);
    expect(setup.harness.service.context.db.count('webhookJobs')).toBe(0);
  });

  it('gives up silently after about 30 minutes of mock time (ten attempts)', async () => {
    const scheduler = new ManualScheduler(Date.UTC(2025, 3, 1, 9));
    const setup = await start({ scheduler });
    receiver = await startWebhookReceiver(503);
    const webhook = await register(setup, { url: `${receiver.origin}/down` });
    const started = scheduler.now();
    expect(await sendTest(setup, webhook.webhookUID)).toBe(200);
    const seconds: number[] = [];
    for (let step = 0; step < 250; step++) {
      const before = receiver.posts.length;
      await advance(setup, scheduler, 10_000);
      if (receiver.posts.length > before)
        seconds.push((scheduler.now() - started - WEBHOOK_ACTIVATION_MOCK_MS) / 1000);
    }
    // A test sent while activating waits for activation; then 10 s, 30 s, 1, 2, 5, 5... minutes.
    expect(seconds).toEqual([0, 10, 40, 100, 220, 520, 820, 1120, 1420, 1720]);
    expect(receiver.posts.every((p) => p.event.EventType === 'webhook.test')).toBe(true);
    expect(new Set(receiver.posts.map((p) => p.event.EventId)).size).toBe(1);
    expect(setup.harness.service.context.db.count('webhookJobs')).toBe(0);
  });

  it('spends the window in a blink with a high timeScale', async () => {
    const setup = await start({ settings: { timeScale: 100_000 } });
    receiver = await startWebhookReceiver(500);
    const webhook = await register(setup, { url: `${receiver.origin}/always-500` });
    await sendTest(setup, webhook.webhookUID);
    await setup.webhooks.whenDeliveriesSettled();
    expect(receiver.posts).toHaveLength(10);
    const log = (await deliveries(setup)).filter((d) => d.webhookUID === webhook.webhookUID);
    expect(log.map((d) => d.attempt)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(log.every((d) => d.httpStatus === 500 && d.error === null)).toBe(true);
  });

  it('records a network error when nothing answers, and retries it', async () => {
    const scheduler = new ManualScheduler(Date.UTC(2025, 3, 1, 9));
    const setup = await start({ scheduler });
    receiver = await startWebhookReceiver();
    const url = `${receiver.origin}/closed`;
    await receiver.close();
    receiver = undefined;
    const webhook = await register(setup, { url });
    await sendTest(setup, webhook.webhookUID);
    await advance(setup, scheduler, WEBHOOK_ACTIVATION_MOCK_MS);
    await advance(setup, scheduler, 10_000);
    const log = await deliveries(setup);
    expect(log.slice(0, 2).map((d) => [d.attempt, d.httpStatus])).toEqual([
      [2, null],
      [1, null],
    ]);
    expect(log[0]?.error).toMatch(/ECONNREFUSED/);
  });
});
