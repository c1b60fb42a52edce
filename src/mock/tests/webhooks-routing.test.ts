import { afterEach, describe, expect, it } from 'vitest';
import type { Event } from '@/api/types';
import { ManualScheduler } from '../clock';
import { createWebhooksModule } from '../modules/webhooks-module';
import { WEBHOOK_ACTIVATION_MOCK_MS, WEBHOOK_DELETION_MOCK_MS } from '../rules/webhooks';
import { DEMO_CLIENTS } from '../seed/demo-ids';
import { createMemoryPersistence } from '../store/persistence-memory';
import { RETRY_WINDOW_MOCK_MS } from '../webhooks/retry-policy';
import { browserLogTransport, BROWSER_LOG_NOTE } from '../webhooks/transport';
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

describe('which webhooks get an event', () => {
  it('honours the eventType filter and the tenant', async () => {
    const scheduler = new ManualScheduler(Date.UTC(2025, 3, 1, 9));
    const setup = await start({ scheduler });
    receiver = await startWebhookReceiver();
    await register(setup, { url: `${receiver.origin}/created-only`, eventType: 'project.created' });
    await register(setup, { url: `${receiver.origin}/nordic`, clientUID: DEMO_CLIENTS.nordic });
    await advance(setup, scheduler, WEBHOOK_ACTIVATION_MOCK_MS);
    const projectUID = await createProject(setup, 'Filtered');
    await setup.harness.call('PUT', '/api/v1/project', {
      token: setup.anna,
      body: { projectUID, customer: 'Edited' },
    });
    await advance(setup, scheduler, 0);
    expect(receiver.posts.map((p) => [p.path, p.event.EventType])).toEqual([
      ['/created-only', 'project.created'],
    ]);
    await createProject(setup, 'In Nordic', DEMO_CLIENTS.nordic);
    await advance(setup, scheduler, 0);
    expect(receiver.posts.map((p) => p.path)).toEqual(['/created-only', '/nordic']);
  });

  it('keeps delivering until a deletion takes effect, then stops, retries included', async () => {
    const scheduler = new ManualScheduler(Date.UTC(2025, 3, 1, 9));
    const setup = await start({ scheduler });
    receiver = await startWebhookReceiver(500);
    const webhook = await register(setup, { url: `${receiver.origin}/leaving` });
    await advance(setup, scheduler, WEBHOOK_ACTIVATION_MOCK_MS);
    await setup.harness.call('DELETE', '/api/v1/webhook', {
      token: setup.anna,
      body: { webhookUID: webhook.webhookUID },
    });
    await createProject(setup, 'Still delivered');
    await advance(setup, scheduler, 0);
    expect(receiver.posts).toHaveLength(1);
    await advance(setup, scheduler, WEBHOOK_DELETION_MOCK_MS);
    const sent = receiver.posts.length;
    await createProject(setup, 'Not delivered');
    await advance(setup, scheduler, RETRY_WINDOW_MOCK_MS);
    expect(receiver.posts).toHaveLength(sent);
    expect(setup.harness.service.context.db.count('webhookJobs')).toBe(0);
  });

  it("lists only attempts to the caller's tenants, newest first", async () => {
    const setup = await start({
      webhooks: createWebhooksModule({ transport: browserLogTransport }),
    });
    await createProject(setup, 'Acme', DEMO_CLIENTS.acme);
    await createProject(setup, 'Nordic', DEMO_CLIENTS.nordic);
    const ravi = await setup.harness.login('ravi@demo.test');
    const lena = await setup.harness.login('lena@demo.test');
    expect(
      (await deliveries(setup, ravi)).some((d) => d.event.EventType === 'project.created'),
    ).toBe(false);
    const lenas = await deliveries(setup, lena);
    expect(lenas.map((d) => d.EventType)).toEqual(['project.created']);
    expect((await setup.harness.call('GET', '/api/v1/mock/deliveries')).status).toBe(401);
  });
});

describe('the browser transport', () => {
  it('records each delivery once in the log, sends nothing and never retries', async () => {
    const setup = await start({
      webhooks: createWebhooksModule({ transport: browserLogTransport }),
    });
    const webhook = await register(setup, { url: 'http://127.0.0.1:1/never' });
    await sendTest(setup, webhook.webhookUID);
    const [logged] = await deliveries(setup);
    expect(logged).toMatchObject({
      webhookUID: webhook.webhookUID,
      EventType: 'webhook.test',
      attempt: 1,
      httpStatus: null,
      error: BROWSER_LOG_NOTE,
    });
    expect(setup.harness.service.context.db.count('webhookJobs')).toBe(0);
  });
});

describe('pending retries across a restart', () => {
  it('resume from the stored state', async () => {
    const persistence = createMemoryPersistence();
    const scheduler = new ManualScheduler(Date.UTC(2025, 3, 1, 9));
    receiver = await startWebhookReceiver();
    receiver.script = [500];
    const first = await start({ scheduler, persistence });
    const webhook = await register(first, { url: `${receiver.origin}/restart` });
    await sendTest(first, webhook.webhookUID);
    await advance(first, scheduler, WEBHOOK_ACTIVATION_MOCK_MS);
    expect(receiver.posts).toHaveLength(1);
    await first.harness.close();

    const second = await start({ scheduler, persistence });
    await advance(second, scheduler, 10_000);
    expect(receiver.posts).toHaveLength(2);
    expect(receiver.posts[1]?.event.EventId).toBe(receiver.posts[0]?.event.EventId);
    const log: Event['EventType'][] = (await deliveries(second))
      .filter((d) => d.webhookUID === webhook.webhookUID)
      .map((d) => d.EventType);
    expect(log).toEqual(['webhook.test', 'webhook.test']);
  });
});
