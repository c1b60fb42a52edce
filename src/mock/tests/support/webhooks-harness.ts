import type { Webhook, WebhookDelivery } from '@/api/types';
import type { ManualScheduler } from '../../clock';
import type { MockModule } from '../../context';
import { createModules } from '../../modules';
import {
  createWebhooksModule,
  WEBHOOKS_MODULE,
  type WebhooksModule,
} from '../../modules/webhooks-module';
import { DEMO_CLIENTS, DEMO_USERS } from '../../seed/demo-ids';
import type { OfflineServiceOptions } from '../../service';
import { resultOf, startHttpHarness, type HttpHarness } from './http-client';

/** The default modules with this webhooks module in place of the default one. */
export function modulesWith(webhooks: WebhooksModule): MockModule[] {
  return createModules().map((module) => (module.name === WEBHOOKS_MODULE ? webhooks : module));
}

/** An HTTP harness whose webhooks module the test holds (to wait on deliveries), and Anna's token. */
export interface WebhookSetup {
  harness: HttpHarness;
  webhooks: WebhooksModule;
  anna: string;
}

export async function startWebhookSetup(
  options: OfflineServiceOptions & { webhooks?: WebhooksModule } = {},
): Promise<WebhookSetup> {
  const webhooks = options.webhooks ?? createWebhooksModule();
  const harness = await startHttpHarness({ ...options, modules: modulesWith(webhooks) });
  return { harness, webhooks, anna: await harness.login('anna@demo.test') };
}

export async function register(
  setup: WebhookSetup,
  body: Record<string, unknown>,
): Promise<Webhook> {
  return resultOf<Webhook>(
    await setup.harness.call('POST', '/api/v1/webhook', { token: setup.anna, body }),
  );
}

export async function sendTest(setup: WebhookSetup, webhookUID: string): Promise<number> {
  const answer = await setup.harness.call('PUT', '/api/v1/webhook/test', {
    token: setup.anna,
    body: { webhookUID },
  });
  return answer.status;
}

/** Creates a project (emits project.created in its client); returns its UID. */
export async function createProject(
  setup: WebhookSetup,
  name: string,
  clientUID: string = DEMO_CLIENTS.acme,
): Promise<string> {
  const answer = await setup.harness.call('POST', '/api/v1/project', {
    token: setup.anna,
    body: { projectName: name, clientUID, projectOwnersUIDS: [DEMO_USERS.anna] },
  });
  return resultOf<{ projectUID: string }>(answer).projectUID;
}

export async function deliveries(
  setup: WebhookSetup,
  token = setup.anna,
): Promise<WebhookDelivery[]> {
  return resultOf<WebhookDelivery[]>(
    await setup.harness.call('GET', '/api/v1/mock/deliveries', { token }),
  );
}

/** Moves mock time (timeScale 1) and lets every attempt that fell due finish. */
export async function advance(
  setup: WebhookSetup,
  scheduler: ManualScheduler,
  ms: number,
): Promise<void> {
  scheduler.advance(ms);
  await setup.webhooks.flushDeliveries();
}
