import type { ServiceContext } from '@/offline/platform/context';
import { newUid } from '@/offline/platform/ids';
import type { WorkflowRunOutcome, WorkflowRunRow } from './rows';

/** Entries kept per project; older ones are dropped. */
const MAX_RUNS_PER_PROJECT = 200;

interface RunEntry {
  projectUID: string;
  clientUID: string;
  workflowUID: string;
  actionUid: string;
  friendlyName: string | null;
  triggerType: WorkflowRunRow['triggerType'];
  reactionType: WorkflowRunRow['reactionType'];
  chainId: string;
  depth: number;
  outcome: WorkflowRunOutcome;
  message: string;
}

function nextSeq(ctx: ServiceContext): number {
  let max = 0;
  for (const row of ctx.db.rows('workflowRuns')) if (row.seq > max) max = row.seq;
  return max + 1;
}

/** Appends an entry to the project's run log, dropping the oldest beyond the cap. */
export function recordRun(ctx: ServiceContext, entry: RunEntry): WorkflowRunRow {
  const row: WorkflowRunRow = {
    ...entry,
    runUID: newUid(),
    time: ctx.clock.nowIso(),
    seq: nextSeq(ctx),
  };
  ctx.db.insert('workflowRuns', row.runUID, row);
  const ofProject = runsOfProject(ctx, entry.projectUID);
  for (const old of ofProject.slice(MAX_RUNS_PER_PROJECT))
    ctx.db.remove('workflowRuns', old.runUID);
  return row;
}

/** A project's run log, newest first. */
export function runsOfProject(ctx: ServiceContext, projectUID: string): WorkflowRunRow[] {
  return ctx.db
    .rows('workflowRuns')
    .filter((row) => row.projectUID === projectUID)
    .sort((a, b) => b.seq - a.seq);
}

/** Forgets the run log of a deleted project. */
export function removeRunsOfProject(ctx: ServiceContext, projectUID: string): void {
  for (const row of runsOfProject(ctx, projectUID)) ctx.db.remove('workflowRuns', row.runUID);
}
