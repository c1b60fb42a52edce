import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Event, Webhook, WebhookDelivery } from '@/api/types';
import { createTestService, type TestService } from '@/offline/platform/adapters/node';
import { createWebhooksModule } from './module';
import { modulesWith } from '@/offline/testing/webhooks-harness';

let t: TestService | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

describe('webhooks through msw/node', () => {
  it('deliver to a receiver a test registers as an msw handler, retrying its 500', async () => {
    const webhooks = createWebhooksModule();
    t = await createTestService({
      modules: modulesWith(webhooks),
      settings: { timeScale: 100_000 },
    });
    const received: { secret: string | null; event: Event }[] = [];
    t.server.use(
      http.post('http://hooks.example.test/in', async ({ request }) => {
        received.push({
          secret: request.headers.get('Api-Secret'),
          event: (await request.json()) as Event,
        });
        return new HttpResponse(null, { status: received.length === 1 ? 500 : 200 });
      }),
    );
    const token = await t.login('anna@demo.test');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const created = await fetch(`${t.baseUrl}/api/v1/webhook`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ url: 'http://hooks.example.test/in' }),
    });
    const { result: webhook } = (await created.json()) as { result: Webhook };
    const tested = await fetch(`${t.baseUrl}/api/v1/webhook/test`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ webhookUID: webhook.webhookUID }),
    });
    expect(tested.status).toBe(200);
    await webhooks.whenDeliveriesSettled();

    expect(received.map((r) => [r.secret, r.event.EventType])).toEqual([
      [webhook.secret, 'webhook.test'],
      [webhook.secret, 'webhook.test'],
    ]);
    expect(received[1]?.event.EventId).toBe(received[0]?.event.EventId);
    const log = await fetch(`${t.baseUrl}/api/v1/mock/deliveries`, { headers });
    const { result } = (await log.json()) as { result: WebhookDelivery[] };
    expect(
      result
        .filter((d) => d.webhookUID === webhook.webhookUID)
        .map((d) => [d.attempt, d.httpStatus]),
    ).toEqual([
      [2, 200],
      [1, 500],
    ]);
  });
});
