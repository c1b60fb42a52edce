import type { WorkflowRole } from '@/api/types';
import { problem, type Problem } from './problems';
import { PROJECT_OWNERS_ROLE } from './vocabulary';

/** The uid problem of each declared role (by index): predefined, or declared twice. */
export function roleUidProblems(uids: readonly (string | undefined)[]): Map<number, Problem> {
  const seen = new Set<string>();
  const out = new Map<number, Problem>();
  uids.forEach((uid, index) => {
    if (!uid) return;
    const lower = uid.toLowerCase();
    if (lower === PROJECT_OWNERS_ROLE.toLowerCase())
      out.set(index, problem('uid', 'roleIsPredefined', { value: PROJECT_OWNERS_ROLE }));
    else if (seen.has(lower)) out.set(index, problem('uid', 'duplicateRoleUid', { value: uid }));
    else seen.add(lower);
  });
  return out;
}

/** Every action field that names a role, with the roles it names. */
export function roleUses(
  action: Pick<WorkflowRole, never> & {
    roleUids?: readonly string[];
    triggerRoleUid?: string;
    triggerRoleIds?: readonly string[];
  },
): { field: 'roleUids' | 'triggerRoleUid' | 'triggerRoleIds'; uid: string }[] {
  return [
    ...(action.roleUids ?? []).map((uid) => ({ field: 'roleUids' as const, uid })),
    ...(action.triggerRoleUid
      ? [{ field: 'triggerRoleUid' as const, uid: action.triggerRoleUid }]
      : []),
    ...(action.triggerRoleIds ?? []).map((uid) => ({ field: 'triggerRoleIds' as const, uid })),
  ];
}
