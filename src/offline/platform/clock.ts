/**
 * The offline service's sense of time.
 *
 * Wall time (`now`) is always real time so timestamps look right; only the service's
 * own waits (processing, InTransit, webhook delays and retries) are divided by
 * `timeScale`. Token lifetimes use wall time and are therefore never scaled.
 */

/** Cancels a pending timer; calling it after the timer fired is harmless. */
export type Cancel = () => void;

/**
 * Where real time comes from. The default uses `Date.now` and `setTimeout`; tests inject
 * {@link ManualScheduler} to drive time deterministically.
 */
export interface Scheduler {
  /** Wall-clock milliseconds since the epoch. */
  now(): number;
  /** Runs `fn` after `realMs` real milliseconds. */
  after(realMs: number, fn: () => void): Cancel;
}

const realScheduler: Scheduler = {
  now: () => Date.now(),
  after(realMs, fn) {
    const handle = setTimeout(fn, Math.max(0, realMs));
    return () => clearTimeout(handle);
  },
};

/** A timer created by {@link OfflineClock.schedule}. */
export interface OfflineTimer {
  cancel(): void;
}

interface OfflineClockOptions {
  scheduler?: Scheduler;
  /** Divides service waits; 60 makes a service minute pass in a real second. Must be > 0. */
  timeScale?: number;
  /** Receives errors thrown by scheduled callbacks (they must never vanish silently). */
  onError?: (error: unknown) => void;
}

export class OfflineClock {
  readonly scheduler: Scheduler;
  private scale: number;
  private readonly pending = new Set<Cancel>();
  private readonly running = new Set<Promise<void>>();
  private idleWaiters: (() => void)[] = [];
  private disposed = false;
  private readonly onError: (error: unknown) => void;

  constructor(options: OfflineClockOptions = {}) {
    this.scheduler = options.scheduler ?? realScheduler;
    this.scale = options.timeScale ?? 1;
    this.onError =
      options.onError ?? ((error) => console.error('[offline service] timer failed', error));
  }

  get timeScale(): number {
    return this.scale;
  }

  set timeScale(value: number) {
    if (!(value > 0) || !Number.isFinite(value))
      throw new RangeError('timeScale must be a positive number');
    this.scale = value;
  }

  /** Wall-clock milliseconds (never scaled). */
  now(): number {
    return this.scheduler.now();
  }

  /** Wall-clock time as a UTC ISO 8601 string. */
  nowIso(): string {
    return new Date(this.now()).toISOString();
  }

  /** Converts a service duration into the real milliseconds it takes at the current scale. */
  toRealMs(offlineMs: number): number {
    return offlineMs / this.scale;
  }

  /**
   * Runs `fn` after `offlineMs` of service time. The timer counts for {@link whenIdle} until the
   * callback (and the promise it returns) settles; {@link dispose} cancels it.
   */
  schedule(offlineMs: number, fn: () => void | Promise<void>): OfflineTimer {
    if (this.disposed) return { cancel: () => undefined };
    const cancel = this.scheduler.after(this.toRealMs(offlineMs), () => {
      this.pending.delete(cancel);
      this.run(fn);
    });
    this.pending.add(cancel);
    return {
      cancel: () => {
        if (!this.pending.delete(cancel)) return;
        cancel();
        this.checkIdle();
      },
    };
  }

  /** Resolves after `offlineMs` of service time; never resolves once the clock is disposed. */
  delay(offlineMs: number): Promise<void> {
    return new Promise((resolve) => this.schedule(offlineMs, resolve));
  }

  /** Number of timers waiting or running; 0 means the service has nothing in flight. */
  get activeCount(): number {
    return this.pending.size + this.running.size;
  }

  /** Resolves once no timer is pending or running (timers scheduled meanwhile included). */
  whenIdle(): Promise<void> {
    if (this.activeCount === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  dispose(): void {
    this.disposed = true;
    for (const cancel of this.pending) cancel();
    this.pending.clear();
    this.checkIdle();
  }

  private run(fn: () => void | Promise<void>): void {
    let task: Promise<void>;
    try {
      task = Promise.resolve(fn());
    } catch (error) {
      task = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const tracked = task.catch(this.onError).finally(() => {
      this.running.delete(tracked);
      this.checkIdle();
    });
    this.running.add(tracked);
  }

  private checkIdle(): void {
    if (this.activeCount > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}

interface ManualTimer {
  at: number;
  seq: number;
  fn: () => void;
}

/**
 * A scheduler that only moves when told: `advance(ms)` runs every timer that falls due,
 * in order, moving `now` along. Use it to test InTransit, token expiry and delays
 * without sleeping.
 */
export class ManualScheduler implements Scheduler {
  private current: number;
  private seq = 0;
  private timers: ManualTimer[] = [];

  constructor(startMs: number = Date.now()) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  after(realMs: number, fn: () => void): Cancel {
    const timer: ManualTimer = { at: this.current + Math.max(0, realMs), seq: this.seq++, fn };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  /** Moves wall time forward by `realMs`, firing due timers in time order. */
  advance(realMs: number): void {
    const target = this.current + realMs;
    for (;;) {
      const next = this.nextDue(target);
      if (!next) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.current = Math.max(this.current, next.at);
      next.fn();
    }
    this.current = target;
  }

  /** Real milliseconds queued timers still wait; empty when nothing is pending. */
  get pendingDelays(): number[] {
    return this.timers.map((t) => t.at - this.current);
  }

  private nextDue(limit: number): ManualTimer | undefined {
    let best: ManualTimer | undefined;
    for (const t of this.timers) {
      if (t.at > limit) continue;
      if (!best || t.at < best.at || (t.at === best.at && t.seq < best.seq)) best = t;
    }
    return best;
  }
}
