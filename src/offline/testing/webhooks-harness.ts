import type { Webhook, WebhookDelivery } from '@/api/types';
import { ManualScheduler } from '@/offline/platform/clock';
import type { OfflineModule } from '@/offline/platform/context';
import { createModules } from '@/offline/platform/modules';
import {
  createWebhooksModule,
  WEBHOOKS_MODULE,
  type WebhooksModule,
} from '@/offline/webhooks/module';
import { DEMO_CLIENTS, DEMO_USERS } from '@/offline/platform/demo-ids';
import type { OfflineServiceOptions } from '@/offline/platform/service';
import { resultOf, startHttpHarness, type HttpHarness } from './http-client';
import { closedAfterEachTest } from './test-bed';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

/** The default modules with this webhooks module in place of the default one. */
export function modulesWith(webhooks: WebhooksModule): OfflineModule[] {
  return createModules().map((module) => (module.name === WEBHOOKS_MODULE ? webhooks : module));
}

/**
 * An HTTP harness whose webhooks module the test holds (to wait on deliveries), Anna's
 * token, and the calls webhook tests make as Anna.
 */
interface WebhookSetup {
  harness: HttpHarness;
  webhooks: WebhooksModule;
  anna: string;
  register(body: Record<string, unknown>): Promise<Webhook>;
  /** PUT /api/v1/webhook/test; returns the HTTP status. */
  sendTest(webhookUID: string): Promise<number>;
  /** Creates a project (emits project.created in its client, Acme unless told); returns its UID. */
  createProject(name: string, clientUID?: string): Promise<string>;
  deliveries(token?: string): Promise<WebhookDelivery[]>;
  /** Moves service time (timeScale 1) and lets every attempt that fell due finish. */
  advance(scheduler: ManualScheduler, ms: number): Promise<void>;
}

async function startWebhookSetup(
  options: OfflineServiceOptions & { webhooks?: WebhooksModule } = {},
): Promise<WebhookSetup> {
  const webhooks = options.webhooks ?? createWebhooksModule();
  const harness = await startHttpHarness({ ...options, modules: modulesWith(webhooks) });
  const anna = await harness.login('anna@demo.test');
  return {
    harness,
    webhooks,
    anna,
    async register(body) {
      return resultOf<Webhook>(
        await harness.call('POST', '/api/v1/webhook', { token: anna, body }),
      );
    },
    async sendTest(webhookUID) {
      const answer = await harness.call('PUT', '/api/v1/webhook/test', {
        token: anna,
        body: { webhookUID },
      });
      return answer.status;
    },
    async createProject(name, clientUID = DEMO_CLIENTS.acme) {
      const answer = await harness.call('POST', '/api/v1/project', {
        token: anna,
        body: { projectName: name, clientUID, projectOwnersUIDS: [DEMO_USERS.anna] },
      });
      return resultOf<{ projectUID: string }>(answer).projectUID;
    },
    async deliveries(token = anna) {
      return resultOf<WebhookDelivery[]>(
        await harness.call('GET', '/api/v1/mock/deliveries', { token }),
      );
    },
    async advance(scheduler, ms) {
      scheduler.advance(ms);
      await webhooks.flushDeliveries();
    },
  };
}

/** A setup on a manual clock (1 April 2025, 09:00 UTC) and a receiver answering `fallback`. */
interface ClockedSetup {
  scheduler: ManualScheduler;
  setup: WebhookSetup;
  receiver: WebhookReceiver;
}

/** Start functions for tests of webhooks: what they start is closed after each test. */
export function webhooksClosedAfterEachTest(): {
  start: (options?: Parameters<typeof startWebhookSetup>[0]) => Promise<WebhookSetup>;
  startReceiver: (fallback?: number) => Promise<WebhookReceiver>;
  startClocked: (fallback?: number) => Promise<ClockedSetup>;
} {
  const keep = closedAfterEachTest();
  const start = async (options?: Parameters<typeof startWebhookSetup>[0]) => {
    const setup = await startWebhookSetup(options);
    keep(setup.harness);
    return setup;
  };
  const startReceiver = async (fallback?: number) => keep(await startWebhookReceiver(fallback));
  return {
    start,
    startReceiver,
    startClocked: async (fallback) => {
      const scheduler = new ManualScheduler(Date.UTC(2025, 3, 1, 9));
      const setup = await start({ scheduler });
      return { scheduler, setup, receiver: await startReceiver(fallback) };
    },
  };
}
