import type { OfflineTimer } from '@/offline/platform/clock';
import type { ServiceContext } from '@/offline/platform/context';

/**
 * At most one pending timer per key (an asset version, a reference document): scheduling
 * again replaces the old one. Work runs through ctx.background, so it syncs other tabs'
 * state first and is saved after.
 */
export class KeyedTimers {
  private readonly timers = new Map<string, OfflineTimer>();

  constructor(private readonly ctx: ServiceContext) {}

  /** Runs `work` after `offlineMs` of service time (divided by timeScale). */
  schedule(key: string, offlineMs: number, work: () => void | Promise<void>): void {
    this.cancel(key);
    const timer = this.ctx.clock.schedule(offlineMs, () => {
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
