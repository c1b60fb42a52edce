import type { ServiceContext } from '@/offline/platform/context';
import { actionMatchesTrigger } from '@/domain/workflows/matching';
import type { ProjectRow } from '@/offline/projects';
import type { StoredWorkflowAction } from './rows';
import { usersOfRole } from './roles';
import type { TriggerOccurrence } from './triggers';

/**
 * Whether an action fires for a trigger occurrence: the shared rule of
 * src/domain/workflows/matching.ts, with the project's role holders read from the store.
 */
export function actionMatches(
  ctx: ServiceContext,
  project: ProjectRow,
  action: StoredWorkflowAction,
  occurrence: TriggerOccurrence,
): boolean {
  return actionMatchesTrigger(action, occurrence.type, occurrence.executor, (roleUid) =>
    usersOfRole(ctx, project, roleUid),
  );
}
