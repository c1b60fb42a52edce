import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '@/api/types';
import { WEBHOOK_ACTIVATION_OFFLINE_MS } from './webhook-rules';
import { problemErrors, resultOf } from '@/offline/testing/http-client';
import { webhooksClosedAfterEachTest } from '@/offline/testing/webhooks-harness';

const { startClocked } = webhooksClosedAfterEachTest();

const REDELIVER = '/api/v1/mock/deliveries/redeliver';

describe('POST /api/v1/mock/deliveries/redeliver over HTTP', () => {
  it('posts the logged event again with the same EventId and Api-Secret, logged as the next attempt', async () => {
    const { scheduler, setup, receiver } = await startClocked();
    receiver.script = [500];
    const webhook = await setup.register({ url: `${receiver.origin}/erp` });
    await setup.sendTest(webhook.webhookUID);
    await setup.advance(scheduler, WEBHOOK_ACTIVATION_OFFLINE_MS);
    await setup.advance(scheduler, 10_000);
    expect(receiver.posts).toHaveLength(2);
    const eventId = receiver.posts[0]?.event.EventId ?? '';

    const answer = await setup.harness.call('POST', REDELIVER, {
      token: setup.anna,
      body: { webhookUID: webhook.webhookUID, eventId },
    });
    expect(answer.status).toBe(200);
    const attempt = resultOf<WebhookDelivery>(answer);
    expect(receiver.posts).toHaveLength(3);
    const post = receiver.posts[2];
    expect(post?.headers['api-secret']).toBe(webhook.secret);
    expect(post?.event).toEqual(receiver.posts[0]?.event);
    expect(attempt).toMatchObject({
      webhookUID: webhook.webhookUID,
      EventId: eventId,
      attempt: 3,
      httpStatus: 200,
      redelivery: true,
    });

    const log = (await setup.deliveries()).filter((d) => d.EventId === eventId);
    expect(log.map((d) => [d.attempt, d.httpStatus, d.redelivery, d.retryScheduled])).toEqual([
      [3, 200, true, false],
      [2, 200, false, false],
      [1, 500, false, true],
    ]);
    // The log names the secret by its last 4 characters only.
    const secretHeader = log[0]?.requestHeaders.find((h) => h.name === 'Api-Secret');
    expect(secretHeader?.value).toBe(`••••••••${webhook.secret.slice(-4)}`);
    expect(JSON.stringify(log)).not.toContain(webhook.secret);
  });

  it('records a failed redelivery without retrying it', async () => {
    const { scheduler, setup, receiver } = await startClocked();
    const webhook = await setup.register({ url: `${receiver.origin}/later-down` });
    await setup.sendTest(webhook.webhookUID);
    await setup.advance(scheduler, WEBHOOK_ACTIVATION_OFFLINE_MS);
    const eventId = receiver.posts[0]?.event.EventId ?? '';
    receiver.fallback = 503;
    const answer = await setup.harness.call('POST', REDELIVER, {
      token: setup.anna,
      body: { webhookUID: webhook.webhookUID, eventId },
    });
    expect(resultOf<WebhookDelivery>(answer)).toMatchObject({
      attempt: 2,
      httpStatus: 503,
      retryScheduled: false,
    });
    await setup.advance(scheduler, 60 * 60_000);
    expect(receiver.posts).toHaveLength(2);
  });

  it('answers 412 while retries are pending, 404 for an unknown event or webhook, 400 without fields', async () => {
    const { scheduler, setup, receiver } = await startClocked(500);
    const webhook = await setup.register({ url: `${receiver.origin}/flaky` });
    await setup.sendTest(webhook.webhookUID);
    await setup.advance(scheduler, WEBHOOK_ACTIVATION_OFFLINE_MS);
    const eventId = receiver.posts[0]?.event.EventId ?? '';
    const call = (body: unknown, token = setup.anna) =>
      setup.harness.call('POST', REDELIVER, { token, body });

    const pending = await call({ webhookUID: webhook.webhookUID, eventId });
    expect(pending.status).toBe(412);
    expect(pending.body).toMatchObject({
      message: expect.stringMatching(/still being retried/) as unknown,
    });
    expect((await call({ webhookUID: webhook.webhookUID, eventId: 'evt-nope' })).status).toBe(404);
    expect((await call({ webhookUID: 'whk-nope', eventId })).status).toBe(404);
    expect(Object.keys(problemErrors(await call({})))).toEqual(['webhookUID', 'eventId']);
    // Lena is not in Acme: the webhook is not hers to redeliver to.
    const lena = await setup.harness.login('lena@demo.test');
    expect((await call({ webhookUID: webhook.webhookUID, eventId }, lena)).status).toBe(404);
    expect((await setup.harness.call('POST', REDELIVER, { body: {} })).status).toBe(401);
  });
});
