import { newUid } from '../ids';

/**
 * Limits of the loop guard. Runs caused by one outside event (a request, a timer) form a
 * chain: events a reaction emits (task.created, project.state...) and workflow switches
 * continue it one hop deeper. A chain stops at `maxDepth` hops or `maxRunsPerChain`
 * action runs; the refused run is logged as Stopped.
 */
export const LOOP_GUARD = { maxDepth: 8, maxRunsPerChain: 50 } as const;

/** Where a run sits: its chain and how many hops from the outside event it is. */
export interface Chain {
  id: string;
  depth: number;
}

/** Chains whose run counts are remembered; the oldest are forgotten first. */
const TRACKED_CHAINS = 500;

/** Counts runs per chain (in memory: a chain lives only as long as its timers). */
export class LoopGuard {
  private readonly runsPerChain = new Map<string, number>();

  /** A chain for an outside event. */
  static start(): Chain {
    return { id: newUid(), depth: 0 };
  }

  /** The next hop of a chain. */
  static next(chain: Chain): Chain {
    return { id: chain.id, depth: chain.depth + 1 };
  }

  /** Counts a run against its chain; a message when the guard refuses it. */
  admit(chain: Chain): string | undefined {
    if (chain.depth > LOOP_GUARD.maxDepth) {
      return `Loop guard: this chain of workflow reactions is ${chain.depth} steps deep (at most ${LOOP_GUARD.maxDepth}); it was stopped.`;
    }
    const runs = (this.runsPerChain.get(chain.id) ?? 0) + 1;
    if (runs > LOOP_GUARD.maxRunsPerChain) {
      return `Loop guard: this chain of workflow reactions already ran ${LOOP_GUARD.maxRunsPerChain} actions; it was stopped.`;
    }
    // Re-inserting keeps the map in least-recently-used order for the trimming below.
    this.runsPerChain.delete(chain.id);
    this.runsPerChain.set(chain.id, runs);
    if (this.runsPerChain.size > TRACKED_CHAINS) {
      const oldest = this.runsPerChain.keys().next().value;
      if (oldest !== undefined) this.runsPerChain.delete(oldest);
    }
    return undefined;
  }

  clear(): void {
    this.runsPerChain.clear();
  }
}
