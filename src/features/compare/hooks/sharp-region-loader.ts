import {
  chooseRegion,
  keepsOldRegion,
  regionBudget,
  regionServes,
  type RegionPlan,
  type ViewOfPage,
} from '../model/sharp-region';
import type { ComparedImages } from './compared-images';
import type { Comparison } from './load-comparison';

/** Both versions and their difference, sharp, for one part of the page. */
export interface SharpRegion {
  plan: RegionPlan;
  images: ComparedImages;
}

function samePlan(a: RegionPlan, b: RegionPlan): boolean {
  const { source: s, width, height } = a;
  const t = b.source;
  return (
    width === b.width &&
    height === b.height &&
    s.x === t.x &&
    s.y === t.y &&
    s.width === t.width &&
    s.height === t.height
  );
}

/** Wait this long after the view last moved before decoding: a zoom gesture is many steps. */
export const SETTLE_MS = 150;

/**
 * Follows the compare view and keeps a sharp region of both versions for it: decoded once the
 * view has settled while it is zoomed past the working images' resolution, dropped when it
 * zooms out again. The old region stays on screen until the new one is ready when both fit
 * the budget, else it goes first (the working images show meanwhile). Owns its regions:
 * `dispose` frees them.
 */
export class SharpRegionLoader {
  private shown: SharpRegion | null = null;
  private pending: { plan: RegionPlan; controller: AbortController } | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly budget: number;
  private disposed = false;

  constructor(
    private readonly comparison: Pick<Comparison, 'size' | 'native' | 'decodeRegion'>,
    private readonly settleMs = SETTLE_MS,
  ) {
    this.budget = regionBudget(comparison.size);
  }

  get current(): SharpRegion | null {
    return this.shown;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The view changed: keep, replace or drop the region. */
  update(view: Omit<ViewOfPage, 'native' | 'work'>): void {
    if (this.disposed || !this.comparison.decodeRegion) return;
    const full = { ...view, native: this.comparison.native, work: this.comparison.size };
    const next = chooseRegion(full, this.budget);
    if (!next) {
      this.cancel();
      this.drop();
      return;
    }
    if (this.shown && regionServes(this.shown.plan, next, full)) {
      this.cancel();
      return;
    }
    // Already on its way (the view did not move, e.g. the opacity changed).
    if (this.pending && samePlan(this.pending.plan, next)) return;
    this.cancel();
    const controller = new AbortController();
    this.pending = { plan: next, controller };
    this.timer = setTimeout(() => void this.load(next, controller.signal), this.settleMs);
  }

  private async load(plan: RegionPlan, signal: AbortSignal): Promise<void> {
    const decode = this.comparison.decodeRegion;
    // A call, not a read: checks after an await must see an abort that happened meanwhile.
    const stale = () => signal.aborted || this.disposed;
    if (!decode || stale()) return;
    if (this.shown && !keepsOldRegion(this.comparison.size, this.shown.plan, plan)) this.drop();
    let images: ComparedImages;
    try {
      images = await decode(plan, signal);
    } catch {
      // Cancelled, or the part could not be read: the working images stay on screen.
      return;
    }
    if (stale()) {
      images.close();
      return;
    }
    this.pending = null;
    const old = this.shown;
    this.shown = { plan, images };
    old?.images.close();
    this.emit();
  }

  private cancel(): void {
    clearTimeout(this.timer);
    this.pending?.controller.abort();
    this.pending = null;
  }

  private drop(): void {
    if (!this.shown) return;
    this.shown.images.close();
    this.shown = null;
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
    this.cancel();
    this.drop();
  }
}
