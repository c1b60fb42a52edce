import type { MockTimer } from '@/offline/platform/clock';
import type { ServiceContext } from '@/offline/platform/context';

/**
 * At most one pending timer per key (an asset version, a reference document): scheduling
 * again replaces the old one. Work runs through ctx.background, so it syncs other tabs'
 * state first and is saved after.
 */
export class KeyedTimers {
  private readonly timers = new Map<string, MockTimer>();

  constructor(private readonly ctx: ServiceContext) {}

  /** Runs `work` after `mockMs` of mock time (divided by timeScale). */
  schedule(key: string, mockMs: number, work: () => void | Promise<void>): void {
    this.cancel(key);
    const timer = this.ctx.clock.schedule(mockMs, () => {
      if (this.timers.get(key) === timer) this.timers.delete(key);
      return this.ctx.background(work);
    });
    this.timers.set(key, timer);
  }

  cancel(key: string): void {
    this.timers.get(key)?.cancel();
    this.timers.delete(key);
  }

  cancelAll(): void {
    for (const timer of this.timers.values()) timer.cancel();
    this.timers.clear();
  }
}
