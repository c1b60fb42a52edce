import { describe, expect, it } from 'vitest';
import { createAuthQueue } from './auth-queue';

describe('auth queue', () => {
  it('releases held requests one at a time in issue order', async () => {
    const queue = createAuthQueue();
    const log: string[] = [];
    const park = (order: number) =>
      queue.hold(order).then((ticket) => {
        log.push(`go ${order}`);
        // The next one may go only after this one reports its answer.
        queueMicrotask(() => {
          log.push(`done ${order}`);
          ticket.done();
        });
      });
    const held = [park(3), park(1), park(2)];
    expect(queue.getSnapshot()).toEqual({ reloginRequired: true, held: 3 });
    await queue.resume();
    await Promise.all(held);
    expect(log).toEqual(['go 1', 'done 1', 'go 2', 'done 2', 'go 3', 'done 3']);
    expect(queue.getSnapshot()).toEqual({ reloginRequired: false, held: 0 });
  });

  it('signals once per episode', async () => {
    const queue = createAuthQueue();
    let signals = 0;
    queue.onReloginRequired(() => (signals += 1));
    const a = queue.hold(1);
    const b = queue.hold(2);
    expect(signals).toBe(1);
    const resumed = queue.resume();
    (await a).done();
    (await b).done();
    await resumed;
    const c = queue.hold(3);
    expect(signals).toBe(2);
    queue.rejectAll();
    await expect(c).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('stops replaying when a replayed request needs a sign-in again', async () => {
    const queue = createAuthQueue();
    const first = queue.hold(1);
    const second = queue.hold(2);
    const resumed = queue.resume();
    const ticket = await first;
    const again = queue.hold(1);
    ticket.done();
    await resumed;
    expect(queue.getSnapshot()).toEqual({ reloginRequired: true, held: 2 });
    queue.rejectAll();
    await expect(second).rejects.toMatchObject({ status: 401 });
    await expect(again).rejects.toMatchObject({ status: 401 });
  });
});
