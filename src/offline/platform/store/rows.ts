import type { Event } from '@/api/types';

/**
 * The platform's own rows (the event log); each resource keeps its rows in its own rows.ts.
 * Every row must stay JSON-serializable (IndexedDB and OFFLINE_DATA store them as is).
 */

/** An emitted event as stored for webhook delivery and the app's event log; keyed by EventId. */
export interface EventRow {
  /** Exactly the object a webhook receives. */
  event: Event;
  /** The tenant the event belongs to (events are per client). */
  clientUID: string;
  /** Emission order, for stable newest-first listings. */
  seq: number;
}
