/**
 * Who may change a client's admin settings (workflows, webhooks). One rule for the offline
 * service, which refuses the change with 403, and for the app, which shows those screens
 * read-only to everyone else. Admin rights are per client (tenant): workflows and webhooks
 * belong to a client, and a person may administer one of their clients and only review in
 * another.
 */

/** The changes only a client's admins may make; everything else (reviews, annotations,
 * uploads, projects, tasks, the library, running a workflow's manual trigger) is everyone's
 * work. */
export const ADMIN_CHANGES = [
  'workflow.create',
  'workflow.update',
  'workflow.delete',
  'webhook.register',
  'webhook.delete',
  'webhook.test',
] as const;

export type AdminChange = (typeof ADMIN_CHANGES)[number];

/** A client as GET /api/v1/user/loggedin lists it; `isAdmin` is an extension a real server may lack. */
export interface ClientRights {
  clientUID: string;
  isAdmin?: boolean | undefined;
}

/**
 * `unknown`: the server did not say (a real server without the extension). The app then lets
 * the person try and shows the server's 403 if it comes; it never locks an admin out on a guess.
 */
export type AdminStanding = 'admin' | 'notAdmin' | 'unknown';

/** The person's standing in one client; a client not theirs is `notAdmin`. */
export function adminStanding(clients: readonly ClientRights[], clientUID: string): AdminStanding {
  const client = clients.find((c) => c.clientUID === clientUID);
  if (!client) return 'notAdmin';
  if (client.isAdmin === undefined) return 'unknown';
  return client.isAdmin ? 'admin' : 'notAdmin';
}

/** Their standing across all their clients: admin of any one of them counts. */
export function overallAdminStanding(clients: readonly ClientRights[]): AdminStanding {
  if (clients.some((c) => c.isAdmin === true)) return 'admin';
  if (clients.some((c) => c.isAdmin === undefined)) return 'unknown';
  return 'notAdmin';
}

/** Whether to offer an admin change: only a known non-admin is refused beforehand. */
export function mayOfferAdminChange(clients: readonly ClientRights[], clientUID: string): boolean {
  return adminStanding(clients, clientUID) !== 'notAdmin';
}

const CHANGE_TEXT: Record<AdminChange, string> = {
  'workflow.create': 'create workflows',
  'workflow.update': 'change workflows',
  'workflow.delete': 'delete workflows',
  'webhook.register': 'register webhooks',
  'webhook.delete': 'delete webhooks',
  'webhook.test': 'test webhooks',
};

/** The service's 403 message (English, as all its messages). */
export function adminOnlyMessage(change: AdminChange, clientName: string): string {
  return `Only admins of ${clientName} may ${CHANGE_TEXT[change]}; ask one of them to make this change.`;
}
