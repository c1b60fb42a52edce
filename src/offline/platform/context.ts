import type { HttpHandler } from 'msw';
import type { PrebuiltArtworkSource } from '@/offline/artwork/prebuilt';
import type { OfflineClock } from './clock';
import type { EventBus } from './events/bus';
import type { Raster } from './processing/types';
import type { ProjectExtensions } from './project-extensions';
import type { RateLimiter } from './http/rate-limit';
import type { FaultSpec, MockSettings } from './settings';
import type { Database } from './store/database';
import type { FileStore } from './store/file-store';
import type { PlanName } from '@/offline/users';
import type { OfflineState } from './store/state';

/**
 * Everything a handler, rule or module of the offline service may use. One context per
 * service instance; nothing in src/offline keeps module-level state.
 */
export interface ServiceContext {
  readonly db: Database;
  readonly files: FileStore;
  readonly clock: OfflineClock;
  readonly events: EventBus;
  /** Plug-in points of the project record, report and lifecycle (assets, tasks...). */
  readonly projects: ProjectExtensions;
  readonly rateLimiter: RateLimiter;
  /** Random source for fault injection (tests inject a fixed one). */
  readonly random: () => number;
  /** Origin for URLs built outside a request; inside one, use the request's origin. */
  readonly origin: string;
  /**
   * Where the app is served, for the links the service hands out (review links in tasks and
   * e-mails) when it runs on an origin of its own (`npm run offline:server --app-origin`); unset,
   * the links use the service's origin, which is the app's in the browser.
   */
  readonly appOrigin?: string | undefined;
  /** The image engine of this environment (Node or browser); without it uploads fail processing. */
  readonly raster: Raster | undefined;
  /** Demo artwork made ahead of time; without it demo files are drawn with {@link raster}. */
  readonly prebuiltArtwork?: PrebuiltArtworkSource | undefined;
  /** Storage quota per plan in bytes while the storageQuotaMB knob is null (tests make them small). */
  readonly storageQuota: Partial<Record<PlanName, number>>;
  /** Current knobs (already validated). */
  settings(): MockSettings;
  /** Parsed MOCK_FAULTS of {@link settings}. */
  faults(): FaultSpec;
  /** Validates and applies knobs; returns field errors instead of applying bad ones. */
  updateSettings(patch: Partial<MockSettings>): Record<string, string>;
  /** Reloads the state if another tab saved a newer one. */
  sync(): Promise<void>;
  /** Persists the state if anything changed since the last save. */
  commit(): Promise<void>;
  /**
   * Runs work outside a request (timers): syncs first, commits after, reports errors.
   * Use it for every scheduled state change.
   */
  background(work: () => void | Promise<void>): Promise<void>;
  /** Restores the demo seed (settings are kept, sessions and files are not). */
  reset(): Promise<void>;
}

/**
 * A slice of the service: handlers plus optional hooks. src/offline/platform/modules.ts lists the
 * modules the service is made of.
 */
export interface OfflineModule {
  readonly name: string;
  /** MSW handlers, built once per service. */
  handlers(ctx: ServiceContext): HttpHandler[];
  /** Registers extensions and event subscribers; runs once, before any request. */
  setup?(ctx: ServiceContext): void;
  /** Adds this module's rows to a fresh demo world (`now` = wall-clock ms of the seed). */
  seed?(state: OfflineState, now: number): void;
  /** Runs after the state was loaded, reset or reloaded from another tab (resume timers here). */
  onStateLoaded?(ctx: ServiceContext): void;
  /** Runs when the service is disposed. */
  dispose?(): void;
}
