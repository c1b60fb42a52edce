// Storage shapes of projects, not API types (record.ts builds the wire records); JSON-serializable.

export type ProjectStateName = 'Active' | 'OnHold' | 'Completed' | 'Archived' | 'InTransit';

/** A move to or from Archived that is still under way (survives reloads). */
interface TransitRow {
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
