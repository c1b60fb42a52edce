/**
 * Limits of the loop guard, shared by the offline engine and the simulation. Runs caused
 * by one outside event (a request, a timer) form a chain: events a reaction emits and
 * workflow switches continue it one hop deeper. A chain stops at `maxDepth` hops or
 * `maxRunsPerChain` action runs; the refused run is logged as Stopped.
 */
export const LOOP_GUARD = { maxDepth: 8, maxRunsPerChain: 50 } as const;

/** Why the guard refuses a run: too many hops, or too many runs in one chain. */
export type LoopGuardRefusal = 'tooDeep' | 'tooManyRuns';

/**
 * Whether the guard lets a run through. `depth` is the run's hop count, `runsBefore` how
 * many runs its chain already had (the run itself not counted).
 */
export function loopGuardRefusal(depth: number, runsBefore: number): LoopGuardRefusal | undefined {
  if (depth > LOOP_GUARD.maxDepth) return 'tooDeep';
  if (runsBefore + 1 > LOOP_GUARD.maxRunsPerChain) return 'tooManyRuns';
  return undefined;
}

/** The run log's English message for a refusal. */
export function loopGuardMessage(refusal: LoopGuardRefusal, depth: number): string {
  return refusal === 'tooDeep'
    ? `Loop guard: this chain of workflow reactions is ${depth} steps deep (at most ${LOOP_GUARD.maxDepth}); it was stopped.`
    : `Loop guard: this chain of workflow reactions already ran ${LOOP_GUARD.maxRunsPerChain} actions; it was stopped.`;
}
