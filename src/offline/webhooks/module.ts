import type { OfflineModule, ServiceContext } from '@/offline/platform/context';
import { webhookDeliveryHandlers } from './deliveries-routes';
import { webhookHandlers } from './routes';
import { seedDemoWebhooks } from './seed';
import { DeliveryQueue } from './delivery-queue';
import { defaultTransport, type WebhookTransport } from './transport';

interface WebhooksModuleOptions {
  /** Default: real HTTP in Node, the event log in a page ({@link defaultTransport}). */
  transport?: WebhookTransport;
}

/** The webhooks module plus waits on its deliveries (which `whenIdle` does not include). */
export interface WebhooksModule extends OfflineModule {
  /** Resolves once every due attempt has been made; pending retries may remain. */
  flushDeliveries(): Promise<void>;
  /** Resolves once every delivery has succeeded or been given up. */
  whenDeliveriesSettled(): Promise<void>;
}

export const WEBHOOKS_MODULE = 'webhooks';

/** Webhooks (list, register, delete, test), event delivery with retries, and the delivery log. */
export function createWebhooksModule(options: WebhooksModuleOptions = {}): WebhooksModule {
  const transport = options.transport ?? defaultTransport();
  let queue: DeliveryQueue | undefined;

  function queueOf(ctx: ServiceContext): DeliveryQueue {
    queue ??= new DeliveryQueue(ctx, transport);
    return queue;
  }

  return {
    name: WEBHOOKS_MODULE,
    handlers: (ctx) => [
      ...webhookHandlers(ctx, () => queueOf(ctx)),
      ...webhookDeliveryHandlers(ctx, () => queueOf(ctx)),
    ],
    setup(ctx) {
      const deliveries = queueOf(ctx);
      ctx.events.subscribe((row) => deliveries.onEvent(row));
    },
    seed: seedDemoWebhooks,
    onStateLoaded(ctx) {
      queueOf(ctx).resume();
    },
    dispose() {
      queue?.dispose();
    },
    flushDeliveries: () => queue?.flush() ?? Promise.resolve(),
    whenDeliveriesSettled: () => queue?.whenSettled() ?? Promise.resolve(),
  };
}
