import { adminOnlyMessage, adminStanding, type AdminChange } from '@/domain/access/admin-rights';
import type { ServiceContext } from '@/offline/platform/context';
import { forbidden } from '@/offline/platform/http/errors';
import type { UserRow } from './rows';

/** The user's clients with their admin rights, as GET /user/loggedin lists them. */
function clientRightsOf(user: UserRow): { clientUID: string; isAdmin: boolean }[] {
  return user.clientUIDs.map((clientUID) => ({
    clientUID,
    isAdmin: user.adminClientUIDs.includes(clientUID),
  }));
}

/** 403 unless the user administers the client; call it after the client was found visible. */
export function requireClientAdmin(
  ctx: ServiceContext,
  user: UserRow,
  clientUID: string,
  change: AdminChange,
): void {
  if (adminStanding(clientRightsOf(user), clientUID) === 'admin') return;
  const name = ctx.db.get('clients', clientUID)?.name ?? clientUID;
  throw forbidden(adminOnlyMessage(change, name));
}
