import { createContext, use } from 'react';
import { mayOfferAdminChange, type ClientRights } from '@/domain/access/admin-rights';

/**
 * The signed-in person's admin rights per client, as the app shell knows them; undefined
 * while unknown (not loaded, or a server without the extension): then changes are offered
 * and a 403 from the server is shown where it happens.
 */
export const AdminRightsContext = createContext<readonly ClientRights[] | undefined>(undefined);

/** Whether to offer changes to the client's workflows. */
export function useMayChangeWorkflows(clientUID: string): boolean {
  const rights = use(AdminRightsContext);
  return rights === undefined || mayOfferAdminChange(rights, clientUID);
}
