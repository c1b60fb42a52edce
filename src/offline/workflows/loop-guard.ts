import { LOOP_GUARD, loopGuardMessage, loopGuardRefusal } from '@/domain/workflows/loop-guard';
import { newUid } from '@/offline/platform/ids';

// The limits and the refusal rule are shared with the simulation (src/domain/workflows).
export { LOOP_GUARD };

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
    const before = this.runsPerChain.get(chain.id) ?? 0;
    const refusal = loopGuardRefusal(chain.depth, before);
    if (refusal !== undefined) return loopGuardMessage(refusal, chain.depth);
    const runs = before + 1;
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
