import type { Event, EventType } from '@/api/types';

/**
 * Storage rows of webhooks and their delivery. Storage shapes, not API types: the wire
 * shapes are built in src/offline/webhooks/records.ts from the contract's types.
 */

/** Derived from the row and the clock, never stored: see `webhookState` in rules/webhooks.ts. */
export type WebhookStateName = 'Activating' | 'Active' | 'Deleting';

export interface WebhookRow {
  webhookUID: string;
  clientUID: string;
  url: string;
  /** Sent as header Api-Secret with every delivery. */
  secret: string;
  /** Only events of this type are delivered; null = every event of the client. */
  eventType: EventType | null;
  /** UTC ISO date-time. */
  created: string;
  /** Wall-clock ms from which events are delivered (registration takes about a minute). */
  activeFrom: number;
  /** Wall-clock ms at which a requested deletion takes effect; null while not deleted. */
  deleteAt: number | null;
}

/**
 * An event still to be delivered to one webhook (the first attempt or a retry). Kept in
 * the state so retries resume after a restart with MOCK_DATA.
 */
export interface DeliveryJobRow {
  jobUID: string;
  webhookUID: string;
  clientUID: string;
  /** The exact object posted; its EventId is the same on every attempt. */
  event: Event;
  /** Number of the next attempt (1 = first). */
  attempt: number;
  /** Service milliseconds of retry waits already spent, against the retry window. */
  waitedOfflineMs: number;
  /** Wall-clock ms when the next attempt is due. */
  dueAt: number;
}

/** One delivery attempt, as GET /api/v1/mock/deliveries lists it. */
export interface DeliveryRow {
  deliveryUID: string;
  webhookUID: string;
  /** Kept so the log stays scoped to the tenant after the webhook itself is gone. */
  clientUID: string;
  url: string;
  attempt: number;
  /** Set when the receiver answered; exactly one of httpStatus and error is non-null. */
  httpStatus: number | null;
  error: string | null;
  /** UTC ISO date-time of the attempt. */
  time: string;
  event: Event;
  /** Insertion order, for a stable newest-first listing. */
  seq: number;
  /** Last 4 characters of the Api-Secret sent, so the log can show which secret without showing it. */
  secretLast4?: string;
  /** Made by a manual redelivery (POST /api/v1/mock/deliveries/redeliver), not by the retry policy. */
  redelivery?: boolean;
  /** This attempt failed and the retry policy scheduled the next one. */
  retryScheduled?: boolean;
  /** Only recorded, never posted (the offline service in the browser). */
  notSent?: boolean;
}
