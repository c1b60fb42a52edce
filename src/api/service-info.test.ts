import { describe, expect, it } from 'vitest';
import { createServiceInfoStore } from './service-info';

describe('service info', () => {
  it('tells the offline service from a real one by X-Mock-Service', () => {
    const store = createServiceInfoStore();
    let changes = 0;
    store.subscribe(() => (changes += 1));
    store.note(new Response(null, { headers: { 'X-Mock-Service': 'offline' } }));
    store.note(new Response(null, { headers: { 'x-mock-service': 'Offline' } }));
    expect(store.getSnapshot()).toEqual({ offline: true });
    store.note(new Response(null));
    expect(store.getSnapshot()).toEqual({ offline: false });
    expect(changes).toBe(2);
  });
});
