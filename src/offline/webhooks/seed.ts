import type { EventType } from '@/api/types';
import type { WebhookRow } from './rows';
import type { OfflineState } from '@/offline/platform/store/state';
import { DEMO_CLIENTS } from '@/offline/platform/demo-ids';

const DAY = 86_400_000;

/** Fixed UIDs of the demo webhooks, for tests and other seeds. */
export const DEMO_WEBHOOKS = {
  acmeErp: 'whk-acme-erp-bridge',
  nordicAll: 'whk-nordic-local-receiver',
} as const;

/** The loopback receiver the demo webhooks point at, so a demo never sends data off the machine. */
const DEMO_RECEIVER_ORIGIN = 'http://127.0.0.1:8787';

interface WebhookSeed {
  uid: string;
  client: string;
  path: string;
  eventType: EventType | null;
  secret: string;
  createdDaysAgo: number;
}

// One webhook per client, as spec.md's Events section says a client has: Acme's ERP bridge
// listens to one event type, Nordic's receiver gets every event.
const WEBHOOKS: WebhookSeed[] = [
  {
    uid: DEMO_WEBHOOKS.acmeErp,
    client: DEMO_CLIENTS.acme,
    path: '/hooks/acme/erp',
    eventType: 'task.approved',
    secret: 'demo-acme-erp-7c1f9a2e4b6d8f03',
    createdDaysAgo: 40,
  },

  {
    uid: DEMO_WEBHOOKS.nordicAll,
    client: DEMO_CLIENTS.nordic,
    path: '/hooks/nordic/all',
    eventType: null,
    secret: 'demo-nordic-all-9b8a7c6d5e4f3a2b',
    createdDaysAgo: 25,
  },
];

/** One active webhook per demo client, on loopback URLs (nothing listens there unless you run a receiver). */
export function seedDemoWebhooks(state: OfflineState, now: number): void {
  for (const seed of WEBHOOKS) {
    const created = now - seed.createdDaysAgo * DAY;
    const row: WebhookRow = {
      webhookUID: seed.uid,
      clientUID: seed.client,
      url: `${DEMO_RECEIVER_ORIGIN}${seed.path}`,
      secret: seed.secret,
      eventType: seed.eventType,
      created: new Date(created).toISOString(),
      activeFrom: created,
      deleteAt: null,
    };
    state.tables.webhooks[row.webhookUID] = row;
  }
}
