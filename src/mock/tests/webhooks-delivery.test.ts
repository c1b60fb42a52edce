import { afterEach, describe, expect, it } from 'vitest';
import type { Event, Webhook, WebhookDelivery } from '@/api/types';
import { ManualScheduler } from '../clock';
import { createModules } from '../modules';
import { createWebhooksModule, WEBHOOKS_MODULE, type WebhooksModule } from '../modules/webhooks-module';
import { WEBHOOK_ACTIVATION_MOCK_MS, WEBHOOK_DELETION_MOCK_MS } from '../rules/webhooks';
import { DEMO_CLIENTS, DEMO_USERS } from '../seed/demo-ids';
import type { OfflineServiceOptions } from '../service';
import { createMemoryPersistence } from '../store/persistence-memory';
import { RETRY_WINDOW_MOCK_MS } from '../webhooks/retry-policy';
import { browserLogTransport, BROWSER_LOG_NOTE } from '../webhooks/transport';
import { resultOf, startHttpHarness, type HttpHarness } from './support/http-client';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

let h: HttpHarness | undefined;
let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await h?.close();
  await receiver?.close();
  h = undefined;
  receiver = undefined;
});

interface Setup {
  harness: HttpHarness;
  webhooks: WebhooksModule;
  anna: string;
}

async function start(options: OfflineServiceOptions & { webhooks?: WebhooksModule } = {}): Promise<Setup> {
  const webhooks = options.webhooks ?? createWebhooksModule();
  const modules = createModules().map((module) => (module.name === WEBHOOKS_MODULE ? webhooks : module));
  h = await startHttpHarness({ ...options, modules });
  return { harness: h, webhooks, anna: await h.login('anna@demo.test') };
}

async function register(setup: Setup, body: Record<string, unknown>): Promise<Webhook> {
  return resultOf<Webhook>(await setup.harness.call('POST', '/api/v1/webhook', { token: setup.anna, body }));
}

async function createProject(setup: Setup, name: string, clientUID: string = DEMO_CLIENTS.acme): Promise<string> {
  const answer = await setup.harness.call('POST', '/api/v1/project', {
    token: setup.anna,
    body: { projectName: name, clientUID, projectOwnersUIDS: [DEMO_USERS.anna] },
  });
  return resultOf<{ projectUID: string }>(answer).projectUID;
}

async function deliveries(setup: Setup, token = setup.anna): Promise<WebhookDelivery[]> {
  return resultOf<WebhookDelivery[]>(await setup.harness.call('GET', '/api/v1/mock/deliveries', { token }));
}

/** Moves mock time (timeScale 1) and lets every attempt that fell due finish. */
async function advance(setup: Setup, scheduler: ManualScheduler, ms: number): Promise<void> {
  scheduler.advance(ms);
  await setup.webhooks.flushDeliveries();
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
    expect(post?.event).toMatchObject({ EventType: 'project.created', Data: { ProjectUID: projectUID, Name: 'Delivered' } });

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
    const webhook = await register(setup, { url: `${receiver.origin}/flaky`, eventType: 'project.created' });
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
    expect(log.map((d) => [d.attempt, d.httpStatus])).toEqual([[3, 200], [2, 502], [1, 500]]);
    expect(setup.harness.service.context.db.count('webhookJobs')).toBe(0);
  });

  it('gives up silently after about 30 minutes of mock time (ten attempts)', async () => {
    const scheduler = new ManualScheduler(Date.UTC(2025, 3, 1, 9));
    const setup = await start({ scheduler });
    receiver = await startWebhookReceiver(503);
    const webhook = await register(setup, { url: `${receiver.origin}/down` });
    const started = scheduler.now();
    expect((await setup.harness.call('PUT', '/api/v1/webhook/test', { token: setup.anna, body: { webhookUID: webhook.webhookUID } })).status).toBe(200);
    const seconds: number[] = [];
    for (let step = 0; step < 250; step++) {
      const before = receiver.posts.length;
      await advance(setup, scheduler, 10_000);
      if (receiver.posts.length > before) seconds.push((scheduler.now() - started - WEBHOOK_ACTIVATION_MOCK_MS) / 1000);
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
    await setup.harness.call('PUT', '/api/v1/webhook/test', { token: setup.anna, body: { webhookUID: webhook.webhookUID } });
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
    await setup.harness.call('PUT', '/api/v1/webhook/test', { token: setup.anna, body: { webhookUID: webhook.webhookUID } });
    await advance(setup, scheduler, WEBHOOK_ACTIVATION_MOCK_MS);
    await advance(setup, scheduler, 10_000);
    const log = await deliveries(setup);
    expect(log.slice(0, 2).map((d) => [d.attempt, d.httpStatus])).toEqual([[2, null], [1, null]]);
    expect(log[0]?.error).toMatch(/ECONNREFUSED/);
  });
});

describe('which webhooks get an event', () => {
  it('honours the eventType filter and the tenant', async () => {
    const scheduler = new ManualScheduler(Date.UTC(2025, 3, 1, 9));
    const setup = await start({ scheduler });
    receiver = await startWebhookReceiver();
    await register(setup, { url: `${receiver.origin}/created-only`, eventType: 'project.created' });
    await register(setup, { url: `${receiver.origin}/nordic`, clientUID: DEMO_CLIENTS.nordic });
    await advance(setup, scheduler, WEBHOOK_ACTIVATION_MOCK_MS);
    const projectUID = await createProject(setup, 'Filtered');
    await setup.harness.call('PUT', '/api/v1/project', { token: setup.anna, body: { projectUID, customer: 'Edited' } });
    await advance(setup, scheduler, 0);
    expect(receiver.posts.map((p) => [p.path, p.event.EventType])).toEqual([['/created-only', 'project.created']]);
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
    await setup.harness.call('DELETE', '/api/v1/webhook', { token: setup.anna, body: { webhookUID: webhook.webhookUID } });
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
    const setup = await start({ webhooks: createWebhooksModule({ transport: browserLogTransport }) });
    await createProject(setup, 'Acme', DEMO_CLIENTS.acme);
    await createProject(setup, 'Nordic', DEMO_CLIENTS.nordic);
    const ravi = await setup.harness.login('ravi@demo.test');
    const lena = await setup.harness.login('lena@demo.test');
    expect((await deliveries(setup, ravi)).some((d) => d.event.EventType === 'project.created')).toBe(false);
    const lenas = await deliveries(setup, lena);
    expect(lenas.map((d) => d.EventType)).toEqual(['project.created']);
    expect((await setup.harness.call('GET', '/api/v1/mock/deliveries')).status).toBe(401);
  });
});

describe('the browser transport', () => {
  it('records each delivery once in the log, sends nothing and never retries', async () => {
    const setup = await start({ webhooks: createWebhooksModule({ transport: browserLogTransport }) });
    const webhook = await register(setup, { url: 'http://127.0.0.1:1/never' });
    await setup.harness.call('PUT', '/api/v1/webhook/test', { token: setup.anna, body: { webhookUID: webhook.webhookUID } });
    const [logged] = await deliveries(setup);
    expect(logged).toMatchObject({ webhookUID: webhook.webhookUID, EventType: 'webhook.test', attempt: 1, httpStatus: null, error: BROWSER_LOG_NOTE });
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
    await first.harness.call('PUT', '/api/v1/webhook/test', { token: first.anna, body: { webhookUID: webhook.webhookUID } });
    await advance(first, scheduler, WEBHOOK_ACTIVATION_MOCK_MS);
    expect(receiver.posts).toHaveLength(1);
    await first.harness.close();

    const second = await start({ scheduler, persistence });
    await advance(second, scheduler, 10_000);
    expect(receiver.posts).toHaveLength(2);
    expect(receiver.posts[1]?.event.EventId).toBe(receiver.posts[0]?.event.EventId);
    const log: Event['EventType'][] = (await deliveries(second)).filter((d) => d.webhookUID === webhook.webhookUID).map((d) => d.EventType);
    expect(log).toEqual(['webhook.test', 'webhook.test']);
  });
});
