import type { Event, EventData, EventType } from '@/api/types';
import type { OfflineClock } from '../clock';
import { newUid } from '../ids';
import type { Database } from '../store/database';
import type { EventRow } from '../store/rows';

/** Receives every emitted event, synchronously, after it was stored. */
type EventSubscriber = (row: EventRow) => void;

/** How many events the events table keeps; older ones are dropped in batches. */
export const MAX_STORED_EVENTS = 2000;
const PRUNE_BATCH = 200;

/**
 * The service's event bus. `emit` builds the event object webhooks receive
 * ({EventId, EventType, Created, Data} with PascalCase Data), stores it in the events
 * table and tells subscribers (webhook delivery, workflow triggers).
 */
export class EventBus {
  private readonly subscribers = new Set<EventSubscriber>();

  constructor(
    private readonly db: Database,
    private readonly clock: OfflineClock,
  ) {}

  emit<T extends EventType>(clientUID: string, type: T, data: EventData<T>): Event {
    // The contract's Event union cannot be narrowed from a generic T; the pairing of
    // EventType and Data is guaranteed by EventData<T> above.
    const event = {
      EventId: newUid(),
      EventType: type,
      Created: this.clock.nowIso(),
      Data: data,
    } as unknown as Event;
    const state = this.db.state;
    state.eventSeq += 1;
    const row: EventRow = { event, clientUID, seq: state.eventSeq };
    this.db.insert('events', event.EventId, row);
    this.prune();
    for (const subscriber of this.subscribers) {
      try {
        subscriber(row);
      } catch (error) {
        console.error(`[offline service] event subscriber failed on ${type}`, error);
      }
    }
    return event;
  }

  subscribe(subscriber: EventSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Stored events of a client, newest first. */
  list(clientUID?: string): EventRow[] {
    return this.db
      .rows('events')
      .filter((row) => clientUID === undefined || row.clientUID === clientUID)
      .sort((a, b) => b.seq - a.seq);
  }

  private prune(): void {
    if (this.db.count('events') <= MAX_STORED_EVENTS + PRUNE_BATCH) return;
    const oldest = this.db
      .rows('events')
      .sort((a, b) => a.seq - b.seq)
      .slice(0, this.db.count('events') - MAX_STORED_EVENTS);
    for (const row of oldest) this.db.remove('events', row.event.EventId);
  }
}
