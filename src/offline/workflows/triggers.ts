import type { EventTask, TriggerType } from '@/api/types';
import type { Executor } from '@/domain/workflows/matching';
import { isExternalTaskType, triggerOfTaskEnd } from '@/domain/workflows/task-triggers';
import type { ServiceContext } from '@/offline/platform/context';
import type { EventRow } from '@/offline/platform/store/rows';

export type { Executor };

/** Something that happened to a project and may fire its workflow's actions. */
export interface TriggerOccurrence {
  type: TriggerType;
  projectUID: string;
  /** Task triggers: the task's assignee. */
  executor?: Executor;
  taskUID?: string;
  /** ManualTrigger: only this action runs. */
  actionUid?: string;
}

/**
 * External means the assignee is outside the company: an external review task, or an
 * assignee who is not an active user of the project's client.
 */
function isExternal(ctx: ServiceContext, task: EventTask): boolean {
  if (isExternalTaskType(task.Type)) return true;
  const uid = task.User.UserUID;
  if (uid === null) return true;
  const user = ctx.db.get('users', uid);
  return !user?.active || !user.clientUIDs.includes(task.ClientUID);
}

/** The trigger a completed task fires, if any (a review task needs an approval or rejection). */
export function triggerOfCompletedTask(
  ctx: ServiceContext,
  task: EventTask,
): TriggerType | undefined {
  return triggerOfTaskEnd(task.Type, task.Status, isExternal(ctx, task));
}

/**
 * The trigger an event stands for: project.created -> ProjectCreated; task.completed ->
 * the upload, review or UserRolesAssigned trigger of the task's type and result.
 */
export function triggerOfEvent(ctx: ServiceContext, row: EventRow): TriggerOccurrence | undefined {
  const { event } = row;
  if (event.EventType === 'project.created')
    return { type: 'ProjectCreated', projectUID: event.Data.ProjectUID };
  if (event.EventType !== 'task.completed') return undefined;
  const task = event.Data.Task;
  const type = triggerOfCompletedTask(ctx, task);
  if (type === undefined) return undefined;
  return {
    type,
    projectUID: task.ProjectUID,
    executor: { userUID: task.User.UserUID, email: task.User.Email },
    taskUID: task.TaskUID,
  };
}
