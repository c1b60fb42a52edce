import type { ClientDirectory, Workflow } from '@/api/types';
import {
  duplicateUidProblems,
  formatProblems,
  reactionProblems,
} from '@/domain/workflows/action-rules';
import type { Problem } from '@/domain/workflows/problems';
import { referenceProblems, type ReferenceScope } from '@/domain/workflows/references';
import { roleUidProblems } from '@/domain/workflows/role-rules';
import type { WorkflowDraft } from './draft-store';

/** The shared model's verdict on a draft: problems per step uid and per role index. */
export interface DraftProblems {
  actions: ReadonlyMap<string, readonly Problem[]>;
  roles: ReadonlyMap<number, readonly Problem[]>;
  count: number;
}

export function referenceScope(
  client: ClientDirectory,
  workflows: readonly Workflow[],
  selfUID: string | undefined,
): ReferenceScope {
  return {
    members: new Set(client.users.map((user) => user.userUID)),
    columns: new Set(client.kanbanColumns.map((column) => column.kanbanColumnUID)),
    workflows: new Set(
      workflows.filter((w) => w.clientUID === client.clientUID).map((w) => w.workflowUID),
    ),
    selfUID,
  };
}

/**
 * Runs the same rules the service runs on POST and PUT (src/domain/workflows), so a draft
 * with no problems here is one the service accepts, and every problem lands on its field.
 */
export function draftProblems(
  draft: WorkflowDraft,
  scope: ReferenceScope | undefined,
): DraftProblems {
  const actions = new Map<string, Problem[]>();
  const duplicates = duplicateUidProblems(draft.actions.map((action) => action.uid));
  let count = 0;
  draft.actions.forEach((action, index) => {
    const found = [
      ...reactionProblems(action),
      ...formatProblems(action),
      ...(scope ? referenceProblems(action, draft.roles, scope) : []),
    ];
    const duplicate = duplicates.get(index);
    if (duplicate) found.push(duplicate);
    if (found.length > 0) actions.set(action.uid, found);
    count += found.length;
  });
  const roles = new Map<number, Problem[]>();
  for (const [index, found] of roleUidProblems(draft.roles.map((role) => role.uid))) {
    roles.set(index, [found]);
    count += 1;
  }
  draft.roles.forEach((role, index) => {
    const missing: Problem[] = [];
    if (role.uid.trim() === '') missing.push({ field: 'uid', code: 'roleNeedsUid', params: {} });
    if (role.name.trim() === '') missing.push({ field: 'name', code: 'roleNeedsName', params: {} });
    if (missing.length > 0) {
      roles.set(index, [...(roles.get(index) ?? []), ...missing]);
      count += missing.length;
    }
  });
  return { actions, roles, count };
}
