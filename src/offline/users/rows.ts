// Storage shapes of users, clients (tenants) and sessions, not API types; JSON-serializable.

export type PlanName = 'Pro' | 'Lite';

export interface UserRow {
  userUID: string;
  fullName: string;
  /** Also the login name; unique case-insensitively. */
  email: string;
  password: string;
  plan: PlanName;
  /** The user's clients in order; the first is the default tenant. */
  clientUIDs: string[];
  /** The clients (of clientUIDs) the user administers: workflows and webhooks (x-extension). */
  adminClientUIDs: string[];
  /** Inactive users are hidden from GET /api/v1/users and cannot own new projects. */
  active: boolean;
}

interface NamedEntry {
  uid: string;
  name: string;
}

export interface ClientRow {
  clientUID: string;
  name: string;
  /** Dashboard order; new projects go into the first column. */
  kanbanColumns: NamedEntry[];
  folders: NamedEntry[];
  templates: NamedEntry[];
}

export interface SessionRow {
  token: string;
  userUID: string;
  /** Wall-clock ms. */
  createdAt: number;
  /** Wall-clock ms; the session is invalid from this instant on. */
  expiresAt: number;
  /**
   * Set on an external reviewer's session (POST /api/v1/review/session): the token is
   * limited to this review task, and `userUID` names no user row.
   */
  review?: { taskUID: string };
}
