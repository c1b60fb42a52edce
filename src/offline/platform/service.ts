import type { HttpHandler } from 'msw';
import type { PrebuiltArtworkSource } from '@/offline/artwork/prebuilt';
import { OfflineClock, type Scheduler } from './clock';
import type { OfflineModule, ServiceContext } from './context';
import { EventBus } from './events/bus';
import { fallbackHandlers } from './http/files-routes';
import { createModules } from './modules';
import type { Raster } from './processing/types';
import { createProjectExtensions } from './project-extensions';
import { RateLimiter } from './http/rate-limit';
import {
  DEFAULT_SETTINGS,
  NO_FAULTS,
  parseFaults,
  parseRateLimits,
  validateSettings,
  type FaultSpec,
  type MockSettings,
} from './settings';
import { Database } from './store/database';
import { createMemoryPersistence } from './store/persistence-memory';
import type { PlanName } from '@/offline/users';
import type { Persistence } from './store/persistence';
import { createEmptyState, normalizeState, type OfflineState } from './store/state';

export interface OfflineServiceOptions {
  /** Default: memory (nothing survives the process). */
  persistence?: Persistence;
  /** Origin for URLs built outside requests; default `http://localhost`. */
  origin?: string;
  /** Where the app is served when that is not {@link origin}: the origin of review links. */
  appOrigin?: string;
  /** Image engine for asset processing: raster-node in Node, raster-browser in the page. */
  raster?: Raster;
  /** Demo artwork drawn and converted ahead of time (the production build ships it). */
  prebuiltArtwork?: PrebuiltArtworkSource;
  /**
   * Storage quota per plan in bytes, overriding the defaults of assets/storage-quota.ts while
   * the storageQuotaMB knob is null (the knob, once set, wins).
   */
  storageQuota?: Partial<Record<PlanName, number>>;
  /** Knobs that override the stored ones (the HTTP server's environment). */
  settings?: Partial<MockSettings>;
  /** Default: real time. Tests pass a ManualScheduler. */
  scheduler?: Scheduler;
  /** Random source for fault injection; default Math.random. */
  random?: () => number;
  /** Default: {@link createModules}. */
  modules?: OfflineModule[];
  /** Builds the first state instead of the demo seed (benchmarks, special tests). */
  seed?: (now: number, settings: MockSettings) => OfflineState;
}

/** One running offline service; the adapters put its handlers behind MSW or node:http. */
export interface OfflineService {
  /** MSW handlers: every module's, then the /api/v1 catch-all 404. */
  readonly handlers: HttpHandler[];
  readonly context: ServiceContext;
  readonly clock: OfflineClock;
  readonly persistence: Persistence;
  getSettings(): MockSettings;
  /** Applies valid knobs; returns field -> message for invalid ones (nothing applied then). */
  setSettings(patch: Partial<MockSettings>): Record<string, string>;
  reset(): Promise<void>;
  /** Resolves once no timer is pending or running and every change is written. */
  whenIdle(): Promise<void>;
  dispose(): Promise<void>;
}

/** The demo world: every module's seed in order. */
export function buildDemoState(
  modules: readonly OfflineModule[],
  now: number,
  settings: MockSettings = DEFAULT_SETTINGS,
): OfflineState {
  const state = createEmptyState(now, settings);
  for (const module of modules) module.seed?.(state, now);
  return state;
}

export async function createOfflineService(
  options: OfflineServiceOptions = {},
): Promise<OfflineService> {
  const persistence = options.persistence ?? createMemoryPersistence();
  const modules = options.modules ?? createModules();
  const clock = new OfflineClock({ scheduler: options.scheduler });
  const seed = (settings: MockSettings) =>
    options.seed
      ? options.seed(clock.now(), settings)
      : buildDemoState(modules, clock.now(), settings);

  const stored = normalizeState(await persistence.load());
  const db = new Database(stored ?? seed(DEFAULT_SETTINGS));
  if (!stored) db.touch();
  const events = new EventBus(db, clock);
  const rateLimiter = new RateLimiter();
  let faults: FaultSpec = { ...NO_FAULTS };
  let appliedRateLimits: string | undefined;
  let stale = false;
  let syncing: Promise<void> | undefined;

  /** Takes in the state another tab stored (its rows, this tab's unsaved ones winning). */
  async function reloadStored(): Promise<void> {
    const taken = { any: false };
    const absorb = (stored: unknown) => (taken.any = absorbStored(stored) || taken.any);
    if (persistence.refresh) await persistence.refresh(absorb);
    else absorb(await persistence.load());
    if (taken.any) stateLoaded();
  }

  function applySettings(settings: MockSettings): void {
    clock.timeScale = settings.timeScale;
    const parsedFaults = parseFaults(settings.faults);
    if (parsedFaults.ok) faults = parsedFaults.value;
    if (settings.rateLimits !== appliedRateLimits) {
      const rules = parseRateLimits(settings.rateLimits);
      rateLimiter.setRules(rules.ok ? rules.value : []);
      appliedRateLimits = settings.rateLimits;
    }
  }

  const ctx: ServiceContext = {
    db,
    files: persistence.files,
    clock,
    events,
    projects: createProjectExtensions(),
    rateLimiter,
    random: options.random ?? Math.random,
    origin: options.origin ?? 'http://localhost',
    appOrigin: options.appOrigin,
    raster: options.raster,
    prebuiltArtwork: options.prebuiltArtwork,
    storageQuota: { ...options.storageQuota },
    settings: () => ({ ...db.state.settings }),
    faults: () => faults,
    updateSettings(patch) {
      const next: MockSettings = { ...db.state.settings, ...patch };
      const errors = validateSettings(next);
      if (Object.keys(errors).length > 0) return errors;
      db.state.settings = next;
      db.touch();
      applySettings(next);
      return {};
    },
    async sync() {
      // A tab sends several requests at once when it comes back: all of them wait for the one
      // reload in progress, or the second would answer from the state before the other tab's save.
      while (syncing) await syncing.catch(() => undefined);
      if (!stale) return;
      stale = false;
      syncing = reloadStored();
      try {
        await syncing;
      } finally {
        syncing = undefined;
      }
    },
    async commit() {
      if (!db.isDirty) return;
      db.markSaved();
      const taken = { any: false };
      await persistence.save(db.state, {
        // Another tab saved since this one last looked: its rows join ours, ours win.
        absorb: (stored) => (taken.any = absorbStored(stored) || taken.any),
        written: () => db.clearChanges(),
      });
      if (taken.any) stateLoaded();
    },
    async background(work) {
      try {
        await ctx.sync();
        await work();
      } catch (error) {
        console.error('[offline service] background work failed', error);
      } finally {
        await ctx.commit();
      }
    },
    async reset() {
      const fresh = seed(db.state.settings);
      await persistence.files.clear();
      db.replace(fresh);
      appliedRateLimits = undefined; // counters start over too
      applySettings(fresh.settings);
      stateLoaded();
      await ctx.commit();
    },
  };

  /**
   * Takes in what another tab stored; taken in, not replaced, so a request of this tab that
   * is still running keeps its changes. False when the stored state is unusable.
   */
  function absorbStored(stored: unknown): boolean {
    const fresh = normalizeState(stored);
    if (!fresh) return false;
    db.absorb(fresh);
    applySettings(db.state.settings);
    return true;
  }

  function stateLoaded(): void {
    for (const module of modules) module.onStateLoaded?.(ctx);
  }

  for (const module of modules) module.setup?.(ctx);
  const unsubscribe = persistence.onExternalChange?.(() => {
    stale = true;
  });
  if (options.settings) {
    const errors = ctx.updateSettings(options.settings);
    if (Object.keys(errors).length > 0)
      throw new Error(`Invalid offline service settings: ${JSON.stringify(errors)}`);
  }
  applySettings(db.state.settings);
  stateLoaded();
  await ctx.commit();

  const handlers = [...modules.flatMap((module) => module.handlers(ctx)), ...fallbackHandlers()];

  return {
    handlers,
    context: ctx,
    clock,
    persistence,
    getSettings: () => ctx.settings(),
    setSettings: (patch) => ctx.updateSettings(patch),
    reset: () => ctx.reset(),
    async whenIdle() {
      await clock.whenIdle();
      await ctx.commit();
      await persistence.flush();
    },
    async dispose() {
      unsubscribe?.();
      clock.dispose();
      for (const module of modules) module.dispose?.();
      await ctx.commit();
      await persistence.dispose();
    },
  };
}
