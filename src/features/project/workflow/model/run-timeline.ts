import type { TriggerType, WorkflowRun } from '@/api/types';

export type RunOutcome = WorkflowRun['outcome'];

/** Outcomes from the one that most needs a look to the one that needs none. */
export const OUTCOMES_BY_CONCERN: readonly RunOutcome[] = [
  'Failed',
  'Stopped',
  'Waiting',
  'Skipped',
  'Done',
];

/**
 * The runs one outside event caused (a review decision, an upload, a manual trigger): the
 * service gives them one chainId. `steps` are in the order they ran; `trigger` is the event
 * that started the chain (its shallowest, earliest step's trigger).
 */
export interface RunChain {
  chainId: string;
  trigger: TriggerType;
  startedAt: string;
  endedAt: string;
  steps: WorkflowRun[];
  counts: Record<RunOutcome, number>;
  /** The step outcome that most needs a look, for the chain's badge. */
  outcome: RunOutcome;
}

function emptyCounts(): Record<RunOutcome, number> {
  return { Done: 0, Failed: 0, Skipped: 0, Waiting: 0, Stopped: 0 };
}

function chainOf(chainId: string, newestFirst: WorkflowRun[]): RunChain {
  const steps = [...newestFirst].reverse();
  const counts = emptyCounts();
  for (const step of steps) counts[step.outcome] += 1;
  // Steps in run order, so the first of the smallest depth is what started the chain.
  const minDepth = Math.min(...steps.map((step) => step.depth));
  const origin = steps.find((step) => step.depth === minDepth) ?? steps[0];
  const first = steps[0];
  const last = steps[steps.length - 1];
  return {
    chainId,
    trigger: origin?.triggerType ?? 'ManualTrigger',
    startedAt: first?.time ?? '',
    endedAt: last?.time ?? '',
    steps,
    counts,
    outcome: OUTCOMES_BY_CONCERN.find((outcome) => counts[outcome] > 0) ?? 'Done',
  };
}

/**
 * Groups a run log (newest first, as the service sends it) into chains, newest chain first.
 * The service's order is kept rather than re-sorted by time: runs in one tick share a time.
 */
export function groupRunsIntoChains(runs: readonly WorkflowRun[]): RunChain[] {
  const byChain = new Map<string, WorkflowRun[]>();
  for (const run of runs) {
    const list = byChain.get(run.chainId);
    if (list) list.push(run);
    else byChain.set(run.chainId, [run]);
  }
  return [...byChain].map(([chainId, newestFirst]) => chainOf(chainId, newestFirst));
}

/**
 * The runs a manual trigger of `actionUid` added: in `after` but not in `before` (runUIDs
 * read just before the trigger), in the order they ran.
 */
export function runsAddedByTrigger(
  before: ReadonlySet<string>,
  after: readonly WorkflowRun[],
  actionUid: string,
): WorkflowRun[] {
  return after.filter((run) => run.actionUid === actionUid && !before.has(run.runUID)).reverse();
}

/** Whether `next` holds a run `previous` did not (the page then re-reads the project). */
export function hasNewRuns(
  previous: readonly WorkflowRun[] | undefined,
  next: readonly WorkflowRun[],
): boolean {
  if (previous === undefined) return false;
  const known = new Set(previous.map((run) => run.runUID));
  return next.some((run) => !known.has(run.runUID));
}
