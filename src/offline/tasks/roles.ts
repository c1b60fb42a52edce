import { PROJECT_OWNERS_ROLE } from '@/domain/workflows/vocabulary';
import type { ServiceContext } from '@/offline/platform/context';
import { preconditionFailed } from '@/offline/platform/http/errors';
import type { ProjectRow } from '@/offline/projects';
import type { RoleBindingEntry, TaskRow } from './rows';
import type { OfflineState } from '@/offline/platform/store/state';

/** The predefined role of workflows: always bound to the project's owners. */
export { PROJECT_OWNERS_ROLE };

/** One group of data.assignUsers of PUT /api/v1/task/complete. */
export interface RoleAssignmentInput {
  roleUid: string;
  internalUsers: string[];
}

const MISMATCH = 'The provided user list does not match the task requirements';

/**
 * Users bound to workflow roles of a project: `projectOwners` (always, the project's
 * owners) first, then the bindings AssignUserRoles tasks stored. Empty for an unknown project.
 */
export function getProjectRoleBindings(
  state: OfflineState,
  projectUID: string,
): RoleBindingEntry[] {
  const project = state.tables.projects[projectUID];
  if (!project) return [];
  const stored = state.tables.roleBindings[projectUID]?.roles ?? [];
  return [
    { roleUid: PROJECT_OWNERS_ROLE, userUIDs: [...project.ownerUIDs] },
    ...stored
      .filter((entry) => entry.roleUid !== PROJECT_OWNERS_ROLE)
      .map((entry) => ({ ...entry, userUIDs: [...entry.userUIDs] })),
  ];
}

/**
 * Stores bindings on a project (replacing those of the same roles) and tells the
 * `onRolesAssigned` subscribers (the UserRolesAssigned trigger of workflows).
 */
export function setProjectRoleBindings(
  ctx: ServiceContext,
  project: ProjectRow,
  entries: readonly RoleBindingEntry[],
  taskUID: string | null = null,
): RoleBindingEntry[] {
  const changed = new Set(entries.map((entry) => entry.roleUid));
  const kept = (ctx.db.get('roleBindings', project.projectUID)?.roles ?? []).filter(
    (entry) => !changed.has(entry.roleUid),
  );
  const roles = [
    ...kept,
    ...entries
      .filter((entry) => entry.roleUid !== PROJECT_OWNERS_ROLE)
      .map((entry) => ({ roleUid: entry.roleUid, userUIDs: [...entry.userUIDs] })),
  ];
  ctx.db.insert('roleBindings', project.projectUID, {
    projectUID: project.projectUID,
    roles,
    updated: ctx.clock.nowIso(),
  });
  const all = getProjectRoleBindings(ctx.db.state, project.projectUID);
  for (const hook of ctx.projects.onRolesAssigned) hook({ project, roles: all, taskUID });
  return all;
}

function isClientUser(ctx: ServiceContext, project: ProjectRow, userUID: string): boolean {
  const user = ctx.db.get('users', userUID);
  return user?.active === true && user.clientUIDs.includes(project.clientUID);
}

/**
 * The bindings an AssignUserRoles task completes with. Without `assignUsers`, every role
 * of the task must already have users; with it, it must hold exactly one group per role
 * of the task, each with active users of the project's client. Otherwise 412.
 */
export function resolveRoleAssignments(
  ctx: ServiceContext,
  project: ProjectRow,
  task: TaskRow,
  assignUsers: readonly RoleAssignmentInput[] | undefined,
): RoleBindingEntry[] {
  const required = task.roles.map((role) => role.uid);
  if (assignUsers === undefined) {
    const existing = new Map(
      getProjectRoleBindings(ctx.db.state, project.projectUID).map((entry) => [
        entry.roleUid,
        entry,
      ]),
    );
    const missing = required.filter((uid) => (existing.get(uid)?.userUIDs.length ?? 0) === 0);
    if (missing.length > 0) {
      throw preconditionFailed(
        `${MISMATCH}: no users are provided for role ${missing.map((uid) => `'${uid}'`).join(', ')}; send data.assignUsers with one group per role.`,
      );
    }
    return required.flatMap((uid) => existing.get(uid) ?? []);
  }
  const groups = new Map<string, string[]>();
  for (const group of assignUsers) {
    if (groups.has(group.roleUid))
      throw preconditionFailed(`${MISMATCH}: role '${group.roleUid}' is given twice.`);
    groups.set(group.roleUid, group.internalUsers);
  }
  const unknownRoles = [...groups.keys()].filter((uid) => !required.includes(uid));
  if (unknownRoles.length > 0)
    throw preconditionFailed(
      `${MISMATCH}: the task does not ask for role ${unknownRoles.map((uid) => `'${uid}'`).join(', ')}.`,
    );
  const missing = required.filter((uid) => !groups.has(uid));
  if (missing.length > 0)
    throw preconditionFailed(
      `${MISMATCH}: role ${missing.map((uid) => `'${uid}'`).join(', ')} has no group of users.`,
    );
  return required.map((uid) => {
    const users = [...new Set(groups.get(uid) ?? [])];
    const invalid = users.filter((userUID) => !isClientUser(ctx, project, userUID));
    if (users.length === 0 || invalid.length > 0) {
      throw preconditionFailed(
        `${MISMATCH}: role '${uid}' needs one or more users of this project's client${invalid.length > 0 ? `; unknown: ${invalid.join(', ')}` : ''}.`,
      );
    }
    return { roleUid: uid, userUIDs: users };
  });
}
