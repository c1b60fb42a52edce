import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '@/api/types';
import {
  filterGroups,
  groupDeliveries,
  latestAttemptByWebhook,
  NO_FILTERS,
} from './delivery-groups';
import { findTestGroup } from './test-outcome';

let seq = 0;
function attempt(over: Partial<WebhookDelivery> & { EventId: string }): WebhookDelivery {
  seq += 1;
  const EventType = over.EventType ?? 'project.created';
  return {
    deliveryUID: `d${seq}`,
    webhookUID: 'w1',
    EventType,
    url: 'https://erp.example.test/in',
    attempt: 1,
    httpStatus: 200,
    error: null,
    time: `2026-03-02T09:00:${String(seq).padStart(2, '0')}Z`,
    event: {
      EventId: over.EventId,
      EventType: 'webhook.test',
      Created: '2026-03-02T09:00:00Z',
      Data: {},
    },
    requestHeaders: [],
    redelivery: false,
    retryScheduled: false,
    ...over,
  };
}

describe('groupDeliveries', () => {
  it('puts the retries of one EventId together and says on which attempt it got through', () => {
    const log = [
      attempt({ EventId: 'e1', attempt: 3, httpStatus: 200 }),
      attempt({
        EventId: 'e2',
        attempt: 1,
        httpStatus: null,
        error: 'ECONNREFUSED',
        retryScheduled: true,
      }),
      attempt({ EventId: 'e1', attempt: 2, httpStatus: 502, retryScheduled: true }),
      attempt({ EventId: 'e1', attempt: 1, httpStatus: 500, retryScheduled: true }),
    ].reverse();
    const groups = groupDeliveries(log);
    const e1 = groups.find((g) => g.eventId === 'e1');
    expect(e1?.attempts.map((a) => a.attempt)).toEqual([3, 2, 1]);
    expect(e1).toMatchObject({ outcome: 'delivered', deliveredOn: 3 });
    expect(groups.find((g) => g.eventId === 'e2')?.outcome).toBe('retrying');
  });

  it('tells given up, failed redelivery and a never-retried single attempt apart', () => {
    const gaveUp = [1, 2, 3].map((n) =>
      attempt({ EventId: 'g', attempt: n, httpStatus: 503, retryScheduled: n < 3 }),
    );
    const redelivered = [
      attempt({ EventId: 'r', attempt: 1, httpStatus: 500, retryScheduled: false }),
      attempt({ EventId: 'r', attempt: 2, httpStatus: 500, redelivery: true }),
    ];
    const single = [attempt({ EventId: 's', httpStatus: null, error: 'Not sent' })];
    const outcomes = Object.fromEntries(
      groupDeliveries([...gaveUp, ...redelivered, ...single]).map((g) => [g.eventId, g.outcome]),
    );
    expect(outcomes).toEqual({ g: 'gaveUp', r: 'redeliveryFailed', s: 'notDelivered' });
  });

  it('keeps one event sent to two webhooks as two groups, newest activity first', () => {
    const groups = groupDeliveries([
      attempt({ EventId: 'e', webhookUID: 'w1' }),
      attempt({ EventId: 'e', webhookUID: 'w2' }),
    ]);
    expect(groups.map((g) => g.webhookUID)).toEqual(['w2', 'w1']);
  });
});

describe('filterGroups', () => {
  const groups = groupDeliveries([
    attempt({ EventId: 'a', webhookUID: 'w1', EventType: 'task.created' }),
    attempt({ EventId: 'b', webhookUID: 'w2', httpStatus: 500, retryScheduled: true }),
    attempt({ EventId: 'c', webhookUID: 'w2', httpStatus: 500, attempt: 2 }),
    attempt({ EventId: 'c', webhookUID: 'w2', httpStatus: 500, retryScheduled: true }),
  ]);
  const ids = (filters: Partial<typeof NO_FILTERS>) =>
    filterGroups(groups, { ...NO_FILTERS, ...filters })
      .map((g) => g.eventId)
      .sort();

  it('narrows by webhook, event type and outcome', () => {
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(ids({ webhookUID: 'w2' })).toEqual(['b', 'c']);
    expect(ids({ eventType: 'task.created' })).toEqual(['a']);
    expect(ids({ outcome: 'delivered' })).toEqual(['a']);
    expect(ids({ outcome: 'retrying' })).toEqual(['b']);
    expect(ids({ outcome: 'failing' })).toEqual(['b', 'c']);
  });
});

describe('latestAttemptByWebhook and findTestGroup', () => {
  it('finds the newest attempt per webhook and the test event sent after a click', () => {
    const log = [
      attempt({ EventId: 'old', EventType: 'webhook.test', time: '2026-03-02T08:00:00Z' }),
      attempt({
        EventId: 'new',
        EventType: 'webhook.test',
        time: '2026-03-02T10:00:00Z',
        httpStatus: 500,
      }),
    ];
    expect(latestAttemptByWebhook(log).get('w1')?.EventId).toBe('new');
    const groups = groupDeliveries(log);
    expect(findTestGroup(groups, 'w1', Date.parse('2026-03-02T09:59:58Z'))?.eventId).toBe('new');
    expect(findTestGroup(groups, 'w1', Date.parse('2026-03-02T11:00:00Z'))).toBeUndefined();
  });
});
