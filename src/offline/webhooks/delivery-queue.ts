import type { Event } from '@/api/types';
import type { Cancel } from '@/offline/platform/clock';
import type { ServiceContext } from '@/offline/platform/context';
import { newUid } from '@/offline/platform/ids';
import { webhookExists, webhookReceives } from './webhook-rules';
import type { EventRow } from '@/offline/platform/store/rows';
import type { DeliveryJobRow, DeliveryRow, WebhookRow } from './rows';
import { recordAttempt } from './delivery-log';
import { nextRetryDelay } from './retry-policy';
import type { WebhookTransport } from './transport';

/**
 * Delivers events to webhooks: one job per event and webhook, attempted at once and then
 * retried by the retry policy until the receiver answers 200 or the window is spent.
 *
 * Timers run on the service clock's scheduler with scaled delays, but on purpose outside
 * `clock.whenIdle()`: a failing receiver keeps retries pending for 30 service minutes, and
 * the service must still count as idle once its own work (processing, transit) is done.
 * {@link flush} and {@link whenSettled} wait for deliveries instead.
 */
export class DeliveryQueue {
  private readonly timers = new Map<string, Cancel>();
  private readonly running = new Set<Promise<void>>();
  private waiters: (() => void)[] = [];
  private disposed = false;
  /** Aborts attempts still waiting for a receiver when the service is disposed. */
  private readonly aborter = new AbortController();

  constructor(
    private readonly ctx: ServiceContext,
    private readonly transport: WebhookTransport,
  ) {}

  /** Event bus subscriber: queues the event for each webhook of its client that receives it. */
  onEvent(row: EventRow): void {
    const now = this.ctx.clock.now();
    for (const webhook of this.ctx.db.rows('webhooks')) {
      if (
        webhook.clientUID === row.clientUID &&
        webhookReceives(webhook, row.event.EventType, now)
      ) {
        this.enqueue(webhook, row.event);
      }
    }
  }

  /** Queues one event for one webhook; the first attempt is due at `notBefore` (wall ms) or now. */
  enqueue(webhook: WebhookRow, event: Event, notBefore = 0): void {
    const { ctx, transport } = this;
    if (transport.kind === 'log') {
      const outcome = { httpStatus: null, error: transport.note };
      recordAttempt(ctx, {
        webhookUID: webhook.webhookUID,
        clientUID: webhook.clientUID,
        url: webhook.url,
        attempt: 1,
        event,
        outcome,
        secret: webhook.secret,
        notSent: true,
      });
      return;
    }
    const job: DeliveryJobRow = {
      jobUID: newUid(),
      webhookUID: webhook.webhookUID,
      clientUID: webhook.clientUID,
      event,
      attempt: 1,
      waitedOfflineMs: 0,
      dueAt: Math.max(ctx.clock.now(), notBefore),
    };
    ctx.db.insert('webhookJobs', job.jobUID, job);
    this.schedule(job);
  }

  /** True while the retry policy still owns this event for this webhook (a retry is pending). */
  isRetrying(webhookUID: string, eventId: string): boolean {
    return this.ctx.db
      .rows('webhookJobs')
      .some((job) => job.webhookUID === webhookUID && job.event.EventId === eventId);
  }

  /**
   * One manual attempt of an already logged event, made now and never retried: the person
   * who asked sees its outcome and decides. Counted in {@link flush} like any attempt.
   */
  redeliver(webhook: WebhookRow, event: Event, attempt: number): Promise<DeliveryRow> {
    const { ctx, transport } = this;
    const base = {
      webhookUID: webhook.webhookUID,
      clientUID: webhook.clientUID,
      url: webhook.url,
      attempt,
      event,
      secret: webhook.secret,
      redelivery: true,
    };
    if (transport.kind === 'log') {
      const outcome = { httpStatus: null, error: transport.note };
      return Promise.resolve(recordAttempt(ctx, { ...base, outcome, notSent: true }));
    }
    // Awaited inside the request that asked for it, whose end persists the state.
    const run = transport
      .send({ signal: this.aborter.signal, url: webhook.url, secret: webhook.secret, event })
      .then((outcome) => recordAttempt(ctx, { ...base, outcome }));
    const tracked = run.then(
      () => undefined,
      () => undefined,
    );
    this.running.add(tracked);
    void tracked.finally(() => {
      this.running.delete(tracked);
      this.notify();
    });
    return run;
  }

  /** After a load, reset or reload: the old state's timers go, the stored jobs resume. */
  resume(): void {
    this.cancelTimers();
    for (const job of this.ctx.db.rows('webhookJobs')) this.schedule(job);
  }

  /** Resolves once every attempt that is due has been made (pending retries may remain). */
  async flush(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  /** Resolves once no delivery is pending or running: all delivered or given up. */
  whenSettled(): Promise<void> {
    if (this.isSettled()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  dispose(): void {
    this.disposed = true;
    this.aborter.abort();
    this.cancelTimers();
  }

  /** A method, not the field, so checks after an await are not narrowed away. */
  private isDisposed(): boolean {
    return this.disposed;
  }

  private isSettled(): boolean {
    return this.timers.size === 0 && this.running.size === 0;
  }

  private cancelTimers(): void {
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
    this.notify();
  }

  private notify(): void {
    if (!this.isSettled() && !this.disposed) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private schedule(job: DeliveryJobRow): void {
    if (this.disposed) return;
    this.timers.get(job.jobUID)?.();
    const delay = Math.max(0, job.dueAt - this.ctx.clock.now());
    const cancel = this.ctx.clock.scheduler.after(delay, () => {
      this.timers.delete(job.jobUID);
      const run = this.ctx.background(() => this.attempt(job.jobUID));
      this.running.add(run);
      void run.finally(() => {
        this.running.delete(run);
        this.notify();
      });
    });
    this.timers.set(job.jobUID, cancel);
  }

  private async attempt(jobUID: string): Promise<void> {
    const { db, clock } = this.ctx;
    const job = db.get('webhookJobs', jobUID);
    if (!job || this.disposed || this.transport.kind !== 'http') return;
    const webhook = db.get('webhooks', job.webhookUID);
    if (!webhook || !webhookExists(webhook, clock.now())) {
      db.remove('webhookJobs', jobUID); // deleted webhooks get no more retries
      return;
    }
    const outcome = await this.transport.send({
      signal: this.aborter.signal,
      url: webhook.url,
      secret: webhook.secret,
      event: job.event,
    });
    // A reset or a reload replaced the job meanwhile: resume() owns it now.
    if (this.isDisposed() || db.get('webhookJobs', jobUID) !== job) return;
    const delay =
      outcome.httpStatus === 200 ? undefined : nextRetryDelay(job.attempt, job.waitedOfflineMs);
    recordAttempt(this.ctx, {
      webhookUID: webhook.webhookUID,
      clientUID: webhook.clientUID,
      url: webhook.url,
      attempt: job.attempt,
      event: job.event,
      outcome,
      secret: webhook.secret,
      retryScheduled: delay !== undefined,
    });
    if (delay === undefined) {
      db.remove('webhookJobs', jobUID); // delivered, or given up silently
      return;
    }
    const next = db.update('webhookJobs', jobUID, {
      attempt: job.attempt + 1,
      waitedOfflineMs: job.waitedOfflineMs + delay,
      dueAt: clock.now() + clock.toRealMs(delay),
    });
    if (next) this.schedule(next);
  }
}
