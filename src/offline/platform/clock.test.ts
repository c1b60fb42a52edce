import { describe, expect, it } from 'vitest';
import { ManualScheduler, OfflineClock } from './clock';

describe('mock clock', () => {
  it('divides waits by timeScale but keeps wall time real', () => {
    const scheduler = new ManualScheduler(1_000);
    const clock = new OfflineClock({ scheduler, timeScale: 60 });
    const fired: number[] = [];
    clock.schedule(60_000, () => {
      fired.push(clock.now());
    });
    scheduler.advance(999);
    expect(fired).toEqual([]);
    scheduler.advance(1);
    expect(fired).toEqual([2_000]);
  });

  it('runs timers in due order, including ones scheduled by a firing timer', () => {
    const scheduler = new ManualScheduler(0);
    const clock = new OfflineClock({ scheduler });
    const order: string[] = [];
    clock.schedule(30, () => {
      order.push('b');
    });
    clock.schedule(10, () => {
      order.push('a');
      clock.schedule(5, () => {
        order.push('a2');
      });
    });
    scheduler.advance(100);
    expect(order).toEqual(['a', 'a2', 'b']);
  });

  it('resolves whenIdle after pending timers and their async work settle; cancel and dispose drop timers', async () => {
    const scheduler = new ManualScheduler(0);
    const clock = new OfflineClock({ scheduler });
    let done = false;
    clock.schedule(10, async () => {
      await Promise.resolve();
      done = true;
    });
    const cancelled = clock.schedule(20, () => {
      throw new Error('must not run');
    });
    cancelled.cancel();
    const idle = clock.whenIdle();
    scheduler.advance(10);
    await idle;
    expect(done).toBe(true);
    clock.schedule(5, () => {
      throw new Error('must not run either');
    });
    clock.dispose();
    expect(clock.activeCount).toBe(0);
    await clock.whenIdle();
  });

  it('reports errors of timers instead of losing them', async () => {
    const scheduler = new ManualScheduler(0);
    const errors: unknown[] = [];
    const clock = new OfflineClock({ scheduler, onError: (e) => errors.push(e) });
    clock.schedule(1, () => {
      throw new Error('boom');
    });
    scheduler.advance(1);
    await clock.whenIdle();
    expect(errors).toHaveLength(1);
  });
});
