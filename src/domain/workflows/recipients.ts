import type { ReactionType, WorkflowRole } from '@/api/types';

/**
 * Who receives what an action makes (the same rule for the offline engine and the
 * simulation): the users given directly plus the users bound to the roles, deduplicated,
 * members of the client only. `usersOfRole` answers who holds a role on the project now.
 */
export function resolveRecipientUsers(
  userUIDs: readonly string[],
  roleUids: readonly string[],
  usersOfRole: (roleUid: string) => readonly string[],
  isMember: (userUID: string) => boolean,
): { userUIDs: string[]; unfilledRoles: string[] } {
  const result = new Set(userUIDs.filter(isMember));
  const unfilledRoles: string[] = [];
  for (const roleUid of roleUids) {
    const users = usersOfRole(roleUid).filter(isMember);
    if (users.length === 0) unfilledRoles.push(roleUid);
    for (const uid of users) result.add(uid);
  }
  return { userUIDs: [...result], unfilledRoles };
}

/** AssignUserRoles: the roles its task asks to fill (roleUids, else every role of the workflow). */
export function rolesToFill(
  workflowRoles: readonly WorkflowRole[],
  roleUids: readonly string[] | undefined,
): WorkflowRole[] {
  const wanted = roleUids ?? [];
  return wanted.length > 0
    ? workflowRoles.filter((role) => wanted.includes(role.uid))
    : [...workflowRoles];
}

/** AssignUserRoles: who gets the task (the given users, else the project's first owner). */
export function roleTaskReceivers(
  givenMembers: readonly string[],
  ownerUIDs: readonly string[],
): string[] {
  return givenMembers.length > 0 ? [...givenMembers] : ownerUIDs.slice(0, 1);
}

/** Reactions whose tasks cover the project's processed assets: with none yet they wait (Waiting). */
export const ASSET_WAITING_REACTIONS: readonly ReactionType[] = [
  'CreateInternalReviewTask',
  'CreateExternalReviewTask',
];

/** The run log's message for a reaction that waits for a processed asset. */
export const WAITING_FOR_ASSETS =
  'The project has no processed asset to review yet; the task is created when its next asset is processed.';
