import { resolveRecipientUsers } from '@/domain/workflows/recipients';
import type { ServiceContext } from '@/offline/platform/context';
import { usersOfClient } from '@/offline/users';
import { getProjectRoleBindings } from '@/offline/tasks';
import type { ProjectRow } from '@/offline/projects';

/**
 * Active users of the project's client bound to a role on the project: projectOwners is
 * the owner list; other roles are bound at run time (AssignUserRoles tasks, the project
 * dialog) and stored by the tasks module.
 */
export function usersOfRole(ctx: ServiceContext, project: ProjectRow, roleUid: string): string[] {
  const members = new Set(usersOfClient(ctx, project.clientUID).map((user) => user.userUID));
  const bound =
    getProjectRoleBindings(ctx.db.state, project.projectUID).find(
      (entry) => entry.roleUid === roleUid,
    )?.userUIDs ?? [];
  return bound.filter((uid) => members.has(uid));
}

/** Users given directly plus the users of the roles, deduplicated, members of the client only. */
export function resolveRecipients(
  ctx: ServiceContext,
  project: ProjectRow,
  userUIDs: readonly string[] = [],
  roleUids: readonly string[] = [],
): { userUIDs: string[]; unfilledRoles: string[] } {
  const members = new Set(usersOfClient(ctx, project.clientUID).map((user) => user.userUID));
  return resolveRecipientUsers(
    userUIDs,
    roleUids,
    (roleUid) => usersOfRole(ctx, project, roleUid),
    (uid) => members.has(uid),
  );
}
