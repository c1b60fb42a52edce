import type { DraftAction } from '../model/builder-types';

/** Where an action names a role: recipients, the executor's role, or one of the executor's roles. */
export type RoleUseField = 'roleUids' | 'triggerRoleUid' | 'triggerRoleIds';

export interface RoleUse {
  action: DraftAction;
  /** Position of the action in the workflow (0-based). */
  index: number;
  field: RoleUseField;
}

/** Every place the actions name `roleUid`, in action order. */
export function roleUses(actions: readonly DraftAction[], roleUid: string): RoleUse[] {
  return actions.flatMap((action, index) => {
    const uses: RoleUse[] = [];
    if (action.roleUids?.includes(roleUid)) uses.push({ action, index, field: 'roleUids' });
    if (action.triggerRoleUid === roleUid) uses.push({ action, index, field: 'triggerRoleUid' });
    if (action.triggerRoleIds?.includes(roleUid))
      uses.push({ action, index, field: 'triggerRoleIds' });
    return uses;
  });
}

/** A role uid no other role has yet: `role-1`, `role-2`... */
export function freshRoleUid(taken: readonly string[]): string {
  const used = new Set(taken.map((uid) => uid.toLowerCase()));
  let n = taken.length + 1;
  while (used.has(`role-${n}`)) n += 1;
  return `role-${n}`;
}
