import type { ServiceContext } from '@/offline/platform/context';
import { newUid } from '@/offline/platform/ids';
import type { WorkflowWaitRow } from './rows';

/** Parks an action until the project's next processed asset (once per project and action). */
export function parkAction(
  ctx: ServiceContext,
  wait: Omit<WorkflowWaitRow, 'waitUID' | 'created'>,
): void {
  const exists = waitsOfProject(ctx, wait.projectUID).some(
    (row) => row.workflowUID === wait.workflowUID && row.actionUid === wait.actionUid,
  );
  if (exists) return;
  const row: WorkflowWaitRow = { ...wait, waitUID: newUid(), created: ctx.clock.nowIso() };
  ctx.db.insert('workflowWaits', row.waitUID, row);
}

/** The parked actions of a project, oldest first. */
export function waitsOfProject(ctx: ServiceContext, projectUID: string): WorkflowWaitRow[] {
  return ctx.db
    .rows('workflowWaits')
    .filter((row) => row.projectUID === projectUID)
    .sort((a, b) => a.created.localeCompare(b.created));
}

/** Takes the project's parked actions out of the table (to run them, or because processing ended). */
export function takeWaits(ctx: ServiceContext, projectUID: string): WorkflowWaitRow[] {
  const rows = waitsOfProject(ctx, projectUID);
  for (const row of rows) ctx.db.remove('workflowWaits', row.waitUID);
  return rows;
}
