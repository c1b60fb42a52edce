import { describe, expect, it } from 'vitest';
import { createServiceInfoStore } from './service-info';

describe('service info', () => {
  it('tells the offline service from a real one by X-Mock-Service', () => {
    const store = createServiceInfoStore();
    let changes = 0;
    store.subscribe(() => (changes += 1));
    store.note(new Response(null, { headers: { 'X-Mock-Service': 'offline' } }));
    store.note(new Response(null, { headers: { 'x-mock-service': 'Offline' } }));
    expect(store.getSnapshot()).toEqual({ offline: true, reachable: true });
    store.note(new Response(null));
    expect(store.getSnapshot()).toEqual({ offline: false, reachable: true });
    expect(changes).toBe(2);
  });

  it('is unreachable from a request without an answer until the next answer', () => {
    const store = createServiceInfoStore();
    store.note(new Response(null, { headers: { 'X-Mock-Service': 'offline' } }));
    store.noteUnreachable();
    expect(store.getSnapshot()).toEqual({ offline: true, reachable: false });
    store.note(new Response(null, { status: 500, headers: { 'X-Mock-Service': 'offline' } }));
    expect(store.getSnapshot()).toEqual({ offline: true, reachable: true });
  });
});
