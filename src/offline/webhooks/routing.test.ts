import { describe, expect, it } from 'vitest';
import type { Event } from '@/api/types';
import { ManualScheduler } from '@/offline/platform/clock';
import { createWebhooksModule } from './module';
import { WEBHOOK_ACTIVATION_OFFLINE_MS, WEBHOOK_DELETION_OFFLINE_MS } from './webhook-rules';
import { DEMO_CLIENTS } from '@/offline/platform/demo-ids';
import { createMemoryPersistence } from '@/offline/platform/store/persistence-memory';
import { RETRY_WINDOW_OFFLINE_MS } from './retry-policy';
import { browserLogTransport, BROWSER_LOG_NOTE } from './transport';
import { webhooksClosedAfterEachTest } from '@/offline/testing/webhooks-harness';

const { start, startReceiver, startClocked } = webhooksClosedAfterEachTest();

describe('which webhooks get an event', () => {
  it('honours the eventType filter and the tenant', async () => {
    const { scheduler, setup, receiver } = await startClocked();
    await setup.register({ url: `${receiver.origin}/created-only`, eventType: 'project.created' });
    await setup.register({ url: `${receiver.origin}/nordic`, clientUID: DEMO_CLIENTS.nordic });
    await setup.advance(scheduler, WEBHOOK_ACTIVATION_OFFLINE_MS);
    const projectUID = await setup.createProject('Filtered');
    await setup.harness.call('PUT', '/api/v1/project', {
      token: setup.anna,
      body: { projectUID, customer: 'Edited' },
    });
    await setup.advance(scheduler, 0);
    expect(receiver.posts.map((p) => [p.path, p.event.EventType])).toEqual([
      ['/created-only', 'project.created'],
    ]);
    await setup.createProject('In Nordic', DEMO_CLIENTS.nordic);
    await setup.advance(scheduler, 0);
    expect(receiver.posts.map((p) => p.path)).toEqual(['/created-only', '/nordic']);
  });

  it('keeps delivering until a deletion takes effect, then stops, retries included', async () => {
    const { scheduler, setup, receiver } = await startClocked(500);
    const webhook = await setup.register({ url: `${receiver.origin}/leaving` });
    await setup.advance(scheduler, WEBHOOK_ACTIVATION_OFFLINE_MS);
    await setup.harness.call('DELETE', '/api/v1/webhook', {
      token: setup.anna,
      body: { webhookUID: webhook.webhookUID },
    });
    await setup.createProject('Still delivered');
    await setup.advance(scheduler, 0);
    expect(receiver.posts).toHaveLength(1);
    await setup.advance(scheduler, WEBHOOK_DELETION_OFFLINE_MS);
    const sent = receiver.posts.length;
    await setup.createProject('Not delivered');
    await setup.advance(scheduler, RETRY_WINDOW_OFFLINE_MS);
    expect(receiver.posts).toHaveLength(sent);
    expect(setup.harness.service.context.db.count('webhookJobs')).toBe(0);
  });

  it("lists only attempts to the caller's tenants, newest first", async () => {
    const setup = await start({
      webhooks: createWebhooksModule({ transport: browserLogTransport }),
    });
    await setup.createProject('Acme', DEMO_CLIENTS.acme);
    await setup.createProject('Nordic', DEMO_CLIENTS.nordic);
    const ravi = await setup.harness.login('ravi@demo.test');
    const lena = await setup.harness.login('lena@demo.test');
    expect(
      (await setup.deliveries(ravi)).some((d) => d.event.EventType === 'project.created'),
    ).toBe(false);
    const lenas = await setup.deliveries(lena);
    expect(lenas.map((d) => d.EventType)).toEqual(['project.created']);
    expect((await setup.harness.call('GET', '/api/v1/mock/deliveries')).status).toBe(401);
  });
});

describe('the browser transport', () => {
  it('records each delivery once in the log, sends nothing and never retries', async () => {
    const setup = await start({
      webhooks: createWebhooksModule({ transport: browserLogTransport }),
    });
    const webhook = await setup.register({ url: 'http://127.0.0.1:1/never' });
    await setup.sendTest(webhook.webhookUID);
    const [logged] = await setup.deliveries();
    expect(logged).toMatchObject({
      webhookUID: webhook.webhookUID,
      EventType: 'webhook.test',
      attempt: 1,
      httpStatus: null,
      error: BROWSER_LOG_NOTE,
      notSent: true,
    });
    // Said to users as it is, not as a developer command.
    expect(BROWSER_LOG_NOTE).not.toMatch(/npm|offline:server|offline:server/);
    expect(setup.harness.service.context.db.count('webhookJobs')).toBe(0);
  });
});

describe('pending retries across a restart', () => {
  it('resume from the stored state', async () => {
    const persistence = createMemoryPersistence();
    const scheduler = new ManualScheduler(Date.UTC(2025, 3, 1, 9));
    const receiver = await startReceiver();
    receiver.script = [500];
    const first = await start({ scheduler, persistence });
    const webhook = await first.register({ url: `${receiver.origin}/restart` });
    await first.sendTest(webhook.webhookUID);
    await first.advance(scheduler, WEBHOOK_ACTIVATION_OFFLINE_MS);
    expect(receiver.posts).toHaveLength(1);
    await first.harness.close();

    const second = await start({ scheduler, persistence });
    await second.advance(scheduler, 10_000);
    expect(receiver.posts).toHaveLength(2);
    expect(receiver.posts[1]?.event.EventId).toBe(receiver.posts[0]?.event.EventId);
    const log: Event['EventType'][] = (await second.deliveries())
      .filter((d) => d.webhookUID === webhook.webhookUID)
      .map((d) => d.EventType);
    expect(log).toEqual(['webhook.test', 'webhook.test']);
  });
});
