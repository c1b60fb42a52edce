import type { Event } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { newUid } from '@/offline/platform/ids';
import type { DeliveryRow } from './rows';
import type { DeliveryOutcome } from './transport';

/** How many attempts the log keeps; older ones are dropped in batches. */
const MAX_STORED_DELIVERIES = 2000;
const PRUNE_BATCH = 200;

interface AttemptRecord {
  webhookUID: string;
  clientUID: string;
  url: string;
  attempt: number;
  event: Event;
  outcome: DeliveryOutcome;
  /** The webhook's secret at the time; only its last 4 characters are stored. */
  secret: string;
  redelivery?: boolean;
  retryScheduled?: boolean;
  notSent?: boolean;
}

function nextSeq(ctx: ServiceContext): number {
  return (
    ctx.db.memo('webhookDeliveries.maxSeq', ['webhookDeliveries'], () => {
      let max = 0;
      for (const row of ctx.db.rows('webhookDeliveries')) max = Math.max(max, row.seq);
      return max;
    }) + 1
  );
}

function prune(ctx: ServiceContext): void {
  const count = ctx.db.count('webhookDeliveries');
  if (count <= MAX_STORED_DELIVERIES + PRUNE_BATCH) return;
  const oldest = ctx.db
    .rows('webhookDeliveries')
    .sort((a, b) => a.seq - b.seq)
    .slice(0, count - MAX_STORED_DELIVERIES);
  for (const row of oldest) ctx.db.remove('webhookDeliveries', row.deliveryUID);
}

/** Adds one attempt to the log GET /api/v1/mock/deliveries shows. */
export function recordAttempt(ctx: ServiceContext, attempt: AttemptRecord): DeliveryRow {
  const row: DeliveryRow = {
    deliveryUID: newUid(),
    webhookUID: attempt.webhookUID,
    clientUID: attempt.clientUID,
    url: attempt.url,
    attempt: attempt.attempt,
    httpStatus: attempt.outcome.httpStatus,
    error: attempt.outcome.error,
    time: ctx.clock.nowIso(),
    event: attempt.event,
    seq: nextSeq(ctx),
    secretLast4: attempt.secret.slice(-4),
    redelivery: attempt.redelivery ?? false,
    retryScheduled: attempt.retryScheduled ?? false,
    notSent: attempt.notSent ?? false,
  };
  ctx.db.insert('webhookDeliveries', row.deliveryUID, row);
  prune(ctx);
  return row;
}

/** Attempts to webhooks of the given clients, newest first. */
export function listAttempts(ctx: ServiceContext, clientUIDs: readonly string[]): DeliveryRow[] {
  return ctx.db
    .rows('webhookDeliveries')
    .filter((row) => clientUIDs.includes(row.clientUID))
    .sort((a, b) => b.seq - a.seq);
}

/** The logged attempts of one event to one webhook, newest first. */
export function attemptsOfEvent(
  ctx: ServiceContext,
  webhookUID: string,
  eventId: string,
): DeliveryRow[] {
  return ctx.db
    .rows('webhookDeliveries')
    .filter((row) => row.webhookUID === webhookUID && row.event.EventId === eventId)
    .sort((a, b) => b.seq - a.seq);
}
