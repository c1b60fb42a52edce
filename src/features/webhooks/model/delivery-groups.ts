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

function newestFirst(a: WebhookDelivery, b: WebhookDelivery): number {
  return b.attempt - a.attempt || (a.time < b.time ? 1 : a.time > b.time ? -1 : 0);
}

/** True when `list` already satisfies `compare` (the service answers newest first). */
function isSorted<T>(list: readonly T[], compare: (a: T, b: T) => number): boolean {
  for (let i = 1; i < list.length; i++) {
    if (compare(list[i - 1] as T, list[i] as T) > 0) return false;
  }
  return true;
}

function byLatestDesc(a: DeliveryGroup, b: DeliveryGroup): number {
  return a.latest < b.latest ? 1 : a.latest > b.latest ? -1 : 0;
}

/**
 * Groups the log by webhook and EventId, so the retries of one event sit together; groups
 * come newest activity first, attempts newest first. Linear for a newest-first log (what the
 * service sends): sorting happens only when the input is out of order. Plain string
 * comparison of ISO times, not localeCompare, which costs more than the grouping itself.
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
    if (!isSorted(attempts, newestFirst)) attempts.sort(newestFirst);
    const first = attempts[0];
    if (!first) continue;
    let deliveredOn: number | null = null;
    let latest = first.time;
    for (const attempt of attempts) {
      if (isSuccess(attempt)) deliveredOn = attempt.attempt;
      if (attempt.time > latest) latest = attempt.time;
    }
    groups.push({
      key,
      webhookUID: first.webhookUID,
      eventId: first.EventId,
      eventType: first.EventType,
      url: first.url,
      attempts,
      outcome: outcomeOf(attempts),
      deliveredOn,
      latest,
    });
  }
  if (!isSorted(groups, byLatestDesc)) groups.sort(byLatestDesc);
  return groups;
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

/** The groups that pass `filters`; without any filter, `groups` itself (no copy of thousands). */
export function filterGroups(
  groups: readonly DeliveryGroup[],
  filters: DeliveryFilters,
): readonly DeliveryGroup[] {
  if (filters.webhookUID === null && filters.eventType === null && filters.outcome === 'all')
    return groups;
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
