import type { HttpHandler } from 'msw';
import type { ClientDirectory, LoggedInUser } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { ok } from '@/offline/platform/http/envelope';
import { authedRoute } from '@/offline/platform/http/route';
import { clientsOf, usersOfClient } from './permissions';

/** GET /users (the caller's clients with their lists) and GET /user/loggedin. */
export function userHandlers(ctx: ServiceContext): HttpHandler[] {
  return [
    authedRoute(ctx, 'get', '/users', ({ user }) => {
      const result: ClientDirectory[] = clientsOf(ctx, user).map((client) => ({
        clientUID: client.clientUID,
        name: client.name,
        users: usersOfClient(ctx, client.clientUID).map((u) => ({
          userUID: u.userUID,
          fullName: u.fullName,
          email: u.email,
        })),
        templates: client.templates.map((t) => ({ templateUID: t.uid, name: t.name })),
        folders: client.folders.map((f) => ({ folderUID: f.uid, name: f.name })),
        kanbanColumns: client.kanbanColumns.map((c) => ({ kanbanColumnUID: c.uid, name: c.name })),
      }));
      return ok(result);
    }),
    authedRoute(ctx, 'get', '/user/loggedin', ({ user }) => {
      const result: LoggedInUser = {
        userUID: user.userUID,
        fullName: user.fullName,
        email: user.email,
        plan: user.plan,
        clients: clientsOf(ctx, user).map((client) => ({
          clientUID: client.clientUID,
          name: client.name,
          isAdmin: user.adminClientUIDs.includes(client.clientUID),
        })),
      };
      return ok(result);
    }),
  ];
}
