import type { Event } from '@/api/types';

/**
 * Internal rows of the core tables. These are storage shapes, not API types: the wire
 * shapes come from the contract (`@/api/types`) and are built in src/offline/projects (project records).
 * Every row must stay JSON-serializable (IndexedDB and MOCK_DATA store them as is).
 */

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

export interface NamedEntry {
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

export type ProjectStateName = 'Active' | 'OnHold' | 'Completed' | 'Archived' | 'InTransit';

/** A move to or from Archived that is still under way (survives reloads). */
export interface TransitRow {
  target: Exclude<ProjectStateName, 'InTransit'>;
  /** Wall-clock ms when the move completes. */
  until: number;
}

export interface ProjectRow {
  projectUID: string;
  clientUID: string;
  state: ProjectStateName;
  name: string;
  customer: string | null;
  project: string | null;
  design: string | null;
  revision: string | null;
  description: string | null;
  tags: string[];
  /** `YYYY-MM-DD` or a UTC date-time ending in Z, as normalised on input. */
  dueDate: string | null;
  /** UTC ISO date-time. */
  created: string;
  templateUID: string | null;
  kanbanColumnUID: string | null;
  folderUID: string | null;
  ownerUIDs: string[];
  workflowUID: string | null;
  metadata: { key: string; value: string }[];
  transit: TransitRow | null;
}

/** An emitted event as stored for webhook delivery and the app's event log; keyed by EventId. */
export interface EventRow {
  /** Exactly the object a webhook receives. */
  event: Event;
  /** The tenant the event belongs to (events are per client). */
  clientUID: string;
  /** Emission order, for stable newest-first listings. */
  seq: number;
}
