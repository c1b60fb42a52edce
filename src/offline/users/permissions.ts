import type { ServiceContext } from '@/offline/platform/context';
import { notFound } from '@/offline/platform/http/errors';
import type { ClientRow, UserRow } from './rows';
import type { ProjectRow } from '@/offline/projects';

/**
 * Tenant scoping: a user sees the projects of their clients (since v1.15 regardless of
 * owner lists or admin rights) and nothing else; the rest is "not found".
 */
export function canSeeClient(user: UserRow, clientUID: string): boolean {
  return user.clientUIDs.includes(clientUID);
}

function canSeeProject(user: UserRow, project: ProjectRow): boolean {
  return canSeeClient(user, project.clientUID);
}

/** The project if it exists and the user may see it, else undefined. */
export function findVisibleProject(
  ctx: ServiceContext,
  user: UserRow,
  projectUID: string,
): ProjectRow | undefined {
  const project = ctx.db.get('projects', projectUID);
  return project && canSeeProject(user, project) ? project : undefined;
}

/** Like {@link findVisibleProject} but answers 404 when there is none. */
export function requireVisibleProject(
  ctx: ServiceContext,
  user: UserRow,
  projectUID: string,
): ProjectRow {
  const project = findVisibleProject(ctx, user, projectUID);
  if (!project) throw notFound(`Project '${projectUID}' was not found or is already deleted.`);
  return project;
}

/** The user's clients in their order (the first is the default tenant). */
export function clientsOf(ctx: ServiceContext, user: UserRow): ClientRow[] {
  return user.clientUIDs.flatMap((uid) => ctx.db.get('clients', uid) ?? []);
}

/** The client a new project goes to: the one asked for, else the user's first; 404 when not theirs. */
export function requireClient(
  ctx: ServiceContext,
  user: UserRow,
  clientUID: string | null | undefined,
): ClientRow {
  const uid = clientUID ?? user.clientUIDs[0];
  const client = uid === undefined ? undefined : ctx.db.get('clients', uid);
  if (!client || !canSeeClient(user, client.clientUID)) {
    throw notFound(`Client '${uid ?? ''}' is not available for this user.`);
  }
  return client;
}

/** Active users of a client, in user-table order. */
export function usersOfClient(ctx: ServiceContext, clientUID: string): UserRow[] {
  return ctx.db.rows('users').filter((user) => user.active && user.clientUIDs.includes(clientUID));
}
