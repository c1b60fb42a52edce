import type { EventType, WebhookDelivery } from '@/api/types';

const TYPES: EventType[] = ['project.created', 'task.created', 'annotation.added', 'webhook.test'];

/**
 * `count` attempts, newest first, over four webhooks: events take 1 to 10 attempts (most get
 * through on the first), like a log with a flaky receiver. Deterministic, so runs compare.
 */
export function benchAttempts(count: number): WebhookDelivery[] {
  const out: WebhookDelivery[] = [];
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  let time = Date.UTC(2026, 2, 2, 9);
  for (let event = 0; out.length < count; event++) {
    const attempts = random() < 0.7 ? 1 : 1 + Math.floor(random() * 10);
    const delivered = random() < 0.8;
    const type = TYPES[event % TYPES.length] ?? 'webhook.test';
    const webhookUID = `whk-${event % 4}`;
    for (let n = 1; n <= attempts && out.length < count; n++) {
      time += 1_000;
      const last = n === attempts;
      const ok = last && delivered;
      out.push({
        deliveryUID: `d-${out.length}`,
        webhookUID,
        EventId: `evt-${event}`,
        EventType: type,
        url: `https://erp.example.test/hooks/${webhookUID}`,
        attempt: n,
        httpStatus: ok ? 200 : 500,
        error: null,
        time: new Date(time).toISOString(),
        event: {
          EventId: `evt-${event}`,
          EventType: 'webhook.test',
          Created: new Date(time).toISOString(),
          Data: {},
        },
        requestHeaders: [
          { name: 'Content-Type', value: 'application/json' },
          { name: 'Api-Secret', value: '••••••••abcd' },
        ],
        redelivery: false,
        retryScheduled: !ok && !last,
      });
    }
  }
  return out.reverse();
}
