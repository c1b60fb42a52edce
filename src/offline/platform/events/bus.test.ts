import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CLIENTS, DEMO_PROJECTS } from '../demo-ids';
import { createOfflineService, type OfflineService } from '../service';
import { eventProjectOf } from '@/offline/projects';
import { MAX_STORED_EVENTS } from './bus';

let service: OfflineService;
beforeEach(async () => {
  service = await createOfflineService();
});
afterEach(() => service.dispose());

function emitCreated(clientUID: string = DEMO_CLIENTS.acme) {
  const ctx = service.context;
  const row = ctx.db.get('projects', DEMO_PROJECTS.acmeLemonCan);
  if (!row) throw new Error('seed project missing');
  return ctx.events.emit(clientUID, 'project.created', {
    ProjectUID: row.projectUID,
    Name: row.name,
    Project: eventProjectOf(ctx, row),
  });
}

describe('event bus', () => {
  it('builds the webhook event object, stores it per client and notifies subscribers', () => {
    const seen: string[] = [];
    service.context.events.subscribe((row) => seen.push(row.event.EventId));
    const event = emitCreated();
    expect(event).toMatchObject({
      EventType: 'project.created',
      Data: {
        ProjectUID: DEMO_PROJECTS.acmeLemonCan,
        Project: { Client: { ClientUID: DEMO_CLIENTS.acme } },
      },
    });
    expect(Date.parse(event.Created)).not.toBeNaN();
    expect(seen).toEqual([event.EventId]);
    expect(service.context.events.list(DEMO_CLIENTS.acme).map((r) => r.event.EventId)).toEqual([
      event.EventId,
    ]);
    expect(service.context.events.list(DEMO_CLIENTS.nordic)).toEqual([]);
  });

  it('gives every event a unique id, lists newest first and keeps a bounded history', () => {
    const ids = new Set<string>();
    for (let i = 0; i < MAX_STORED_EVENTS + 250; i++) ids.add(emitCreated().EventId);
    expect(ids.size).toBe(MAX_STORED_EVENTS + 250);
    const stored = service.context.events.list();
    expect(stored.length).toBeLessThanOrEqual(MAX_STORED_EVENTS + 200);
    expect(stored.length).toBeGreaterThanOrEqual(MAX_STORED_EVENTS);
    expect(stored[0]?.seq).toBeGreaterThan(stored[1]?.seq ?? Infinity);
  });

  it('keeps emitting when a subscriber throws', () => {
    const errors = console.error;
    console.error = () => undefined;
    try {
      service.context.events.subscribe(() => {
        throw new Error('broken subscriber');
      });
      const seen: string[] = [];
      service.context.events.subscribe((row) => seen.push(row.event.EventType));
      emitCreated();
      expect(seen).toEqual(['project.created']);
    } finally {
      console.error = errors;
    }
  });
});
