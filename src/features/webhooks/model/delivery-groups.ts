import type { EventType, WebhookDelivery } from '@/api/types';

/**
 * Where one event stands at one webhook, read from its attempts:
 * - `delivered`: an attempt got HTTP 200;
 * - `retrying`: the latest attempt failed and the service scheduled another;
 * - `gaveUp`: the retry policy ran out (about 30 minutes) without a 200;
 * - `redeliveryFailed`: the latest attempt was a manual redelivery that failed;
 * - `notDelivered`: one failed attempt that is never retried (the in-browser service logs
 *   deliveries instead of sending them).
 */
export type GroupOutcome =
  'delivered' | 'retrying' | 'gaveUp' | 'redeliveryFailed' | 'notDelivered';

/** Every attempt of one event (EventId) to one webhook. */
export interface DeliveryGroup {
  /** `<webhookUID> <EventId>`: an event reaches each webhook of its client separately. */
  key: string;
  webhookUID: string;
  eventId: string;
  eventType: EventType;
  url: string;
  /** Newest first. */
  attempts: WebhookDelivery[];
  outcome: GroupOutcome;
  /** The first attempt that got 200, when delivered. */
  deliveredOn: number | null;
  /** Time of the newest attempt (ISO), for ordering. */
  latest: string;
}

export function isSuccess(attempt: WebhookDelivery): boolean {
  return attempt.httpStatus === 200;
}

function outcomeOf(attempts: readonly WebhookDelivery[]): GroupOutcome {
  if (attempts.some(isSuccess)) return 'delivered';
  const [latest] = attempts;
  if (latest?.retryScheduled) return 'retrying';
  if (latest?.redelivery) return 'redeliveryFailed';
  return attempts.length > 1 ? 'gaveUp' : 'notDelivered';
}

/**
 * Groups a newest-first log by webhook and EventId, so the retries of one event sit together;
 * groups come newest activity first. Linear in the number of attempts.
 */
export function groupDeliveries(log: readonly WebhookDelivery[]): DeliveryGroup[] {
  const byKey = new Map<string, WebhookDelivery[]>();
  for (const attempt of log) {
    const key = `${attempt.webhookUID} ${attempt.EventId}`;
    const list = byKey.get(key);
    if (list) list.push(attempt);
    else byKey.set(key, [attempt]);
  }
  const groups: DeliveryGroup[] = [];
  for (const [key, attempts] of byKey) {
    attempts.sort((a, b) => b.attempt - a.attempt || b.time.localeCompare(a.time));
    const first = attempts[0];
    if (!first) continue;
    const delivered = attempts.filter(isSuccess).at(-1);
    groups.push({
      key,
      webhookUID: first.webhookUID,
      eventId: first.EventId,
      eventType: first.EventType,
      url: first.url,
      attempts,
      outcome: outcomeOf(attempts),
      deliveredOn: delivered ? delivered.attempt : null,
      latest: attempts.reduce((max, a) => (a.time > max ? a.time : max), first.time),
    });
  }
  return groups.sort((a, b) => b.latest.localeCompare(a.latest));
}

/** Outcome filter choices: `failing` covers every outcome that is not (yet) delivered. */
export type OutcomeFilter = 'all' | 'delivered' | 'retrying' | 'failing';

export interface DeliveryFilters {
  /** null: every webhook. */
  webhookUID: string | null;
  /** null: every event type. */
  eventType: EventType | null;
  outcome: OutcomeFilter;
}

export const NO_FILTERS: DeliveryFilters = { webhookUID: null, eventType: null, outcome: 'all' };

function matchesOutcome(outcome: GroupOutcome, filter: OutcomeFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'failing') return outcome !== 'delivered';
  return outcome === filter;
}

export function filterGroups(
  groups: readonly DeliveryGroup[],
  filters: DeliveryFilters,
): DeliveryGroup[] {
  return groups.filter(
    (g) =>
      (filters.webhookUID === null || g.webhookUID === filters.webhookUID) &&
      (filters.eventType === null || g.eventType === filters.eventType) &&
      matchesOutcome(g.outcome, filters.outcome),
  );
}

/** The newest attempt to a webhook, for its "last delivery" column. */
export function latestAttemptByWebhook(
  log: readonly WebhookDelivery[],
): Map<string, WebhookDelivery> {
  const latest = new Map<string, WebhookDelivery>();
  for (const attempt of log) {
    const seen = latest.get(attempt.webhookUID);
    if (!seen || attempt.time > seen.time) latest.set(attempt.webhookUID, attempt);
  }
  return latest;
}
