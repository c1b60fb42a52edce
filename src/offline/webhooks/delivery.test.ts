import { describe, expect, it } from 'vitest';
import { WEBHOOK_ACTIVATION_OFFLINE_MS } from './webhook-rules';
import { RETRY_WINDOW_OFFLINE_MS } from './retry-policy';
import { webhooksClosedAfterEachTest } from '@/offline/testing/webhooks-harness';

const { start, startReceiver, startClocked } = webhooksClosedAfterEachTest();

describe('delivery to a receiver over HTTP', () => {
  it('posts the event JSON with Api-Secret once the webhook is active, and logs the attempt', async () => {
    const { scheduler, setup, receiver } = await startClocked();
    const webhook = await setup.register({ url: `${receiver.origin}/hooks/acme` });
    await setup.createProject('Before activation');
    await setup.advance(scheduler, WEBHOOK_ACTIVATION_OFFLINE_MS);
    expect(receiver.posts).toHaveLength(0);

    const projectUID = await setup.createProject('Delivered');
    await setup.advance(scheduler, 0);
    expect(receiver.posts).toHaveLength(1);
    const [post] = receiver.posts;
    expect(post?.path).toBe('/hooks/acme');
    expect(post?.headers['api-secret']).toBe(webhook.secret);
    expect(post?.headers['content-type']).toBe('application/json');
    expect(post?.event).toMatchObject({
      EventType: 'project.created',
      Data: { ProjectUID: projectUID, Name: 'Delivered' },
    });

    const [logged] = await setup.deliveries();
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
    const { scheduler, setup, receiver } = await startClocked();
    receiver.script = [500, 502];
    const webhook = await setup.register({
      url: `${receiver.origin}/flaky`,
      eventType: 'project.created',
    });
    await setup.advance(scheduler, WEBHOOK_ACTIVATION_OFFLINE_MS);
    await setup.createProject('Retried');
    await setup.advance(scheduler, 0);
    await setup.advance(scheduler, 9_999);
    expect(receiver.posts).toHaveLength(1);
    await setup.advance(scheduler, 1);
    expect(receiver.posts).toHaveLength(2);
    await setup.advance(scheduler, 30_000);
    expect(receiver.posts).toHaveLength(3);
    await setup.advance(scheduler, RETRY_WINDOW_OFFLINE_MS);
    expect(receiver.posts).toHaveLength(3);
    expect(new Set(receiver.posts.map((p) => p.event.EventId)).size).toBe(1);

    const log = (await setup.deliveries()).filter((d) => d.webhookUID === webhook.webhookUID);
    expect(log.map((d) => [d.attempt, d.httpStatus])).toEqual([
      [3, 200],
      [2, 502],
      [1, 500],
    ]);
    expect(setup.harness.service.context.db.count('webhookJobs')).toBe(0);
  });

  it('gives up silently after about 30 minutes of mock time (ten attempts)', async () => {
    const { scheduler, setup, receiver } = await startClocked(503);
    const webhook = await setup.register({ url: `${receiver.origin}/down` });
    const started = scheduler.now();
    expect(await setup.sendTest(webhook.webhookUID)).toBe(200);
    const seconds: number[] = [];
    for (let step = 0; step < 250; step++) {
      const before = receiver.posts.length;
      await setup.advance(scheduler, 10_000);
      if (receiver.posts.length > before)
        seconds.push((scheduler.now() - started - WEBHOOK_ACTIVATION_OFFLINE_MS) / 1000);
    }
    // A test sent while activating waits for activation; then 10 s, 30 s, 1, 2, 5, 5... minutes.
    expect(seconds).toEqual([0, 10, 40, 100, 220, 520, 820, 1120, 1420, 1720]);
    expect(receiver.posts.every((p) => p.event.EventType === 'webhook.test')).toBe(true);
    expect(new Set(receiver.posts.map((p) => p.event.EventId)).size).toBe(1);
    expect(setup.harness.service.context.db.count('webhookJobs')).toBe(0);
  });

  it('spends the window in a blink with a high timeScale', async () => {
    const setup = await start({ settings: { timeScale: 100_000 } });
    const receiver = await startReceiver(500);
    const webhook = await setup.register({ url: `${receiver.origin}/always-500` });
    await setup.sendTest(webhook.webhookUID);
    await setup.webhooks.whenDeliveriesSettled();
    expect(receiver.posts).toHaveLength(10);
    const log = (await setup.deliveries()).filter((d) => d.webhookUID === webhook.webhookUID);
    expect(log.map((d) => d.attempt)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(log.every((d) => d.httpStatus === 500 && d.error === null)).toBe(true);
  });

  it('records a network error when nothing answers, and retries it', async () => {
    const { scheduler, setup, receiver } = await startClocked();
    const url = `${receiver.origin}/closed`;
    await receiver.close();
    const webhook = await setup.register({ url });
    await setup.sendTest(webhook.webhookUID);
    await setup.advance(scheduler, WEBHOOK_ACTIVATION_OFFLINE_MS);
    await setup.advance(scheduler, 10_000);
    const log = await setup.deliveries();
    expect(log.slice(0, 2).map((d) => [d.attempt, d.httpStatus])).toEqual([
      [2, null],
      [1, null],
    ]);
    expect(log[0]?.error).toMatch(/ECONNREFUSED/);
  });
});
