import type { ProjectState } from '@/api/types';

/** What GET /api/v1/project is asked for by the dashboard; client and folder narrow in the browser. */
export interface ProjectListParams {
  /** Non-empty, in canonical order (see the dashboard's model/filters). */
  states: readonly ProjectState[];
  /** Sent as Query when non-empty; matched case-sensitively by the service. */
  query: string;
}

/**
 * The one key factory of project data, for every feature. Two roots below `all`:
 * - `lists()`: every read of many projects (the board, pickers, counts). A project created,
 *   moved or changed invalidates `lists()` and all of them refresh.
 * - `detail(uid)`: everything read about one project (its record, assets, reference
 *   documents, meta). A change to a project or anything inside it invalidates `detail(uid)`.
 */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  /** The dashboard's lists: plain `Project[]`, which a move may rewrite in place. */
  boards: () => [...projectKeys.lists(), 'board'] as const,
  list: (params: ProjectListParams) => [...projectKeys.boards(), params] as const,
  /** Active and OnHold projects, the ones a library asset can be copied into. */
  copyTargets: () => [...projectKeys.lists(), 'copy-targets'] as const,
  /** Every project's name by UID. */
  names: () => [...projectKeys.lists(), 'names'] as const,
  /** Projects that can still run a workflow, for binding counts. */
  workflowBindings: () => [...projectKeys.lists(), 'workflow-bindings'] as const,
  /** Client, folder and Kanban column of each counted project, for counts per place. */
  placements: () => [...projectKeys.lists(), 'placements'] as const,
  /** One client's projects by name. */
  ofClient: (clientUID: string) => [...projectKeys.lists(), 'client', clientUID] as const,
  /** Per-card extras (thumbnail, tasks) of the dashboard, batched for the cards on screen. */
  cards: () => [...projectKeys.all, 'card'] as const,
  card: (projectUID: string) => [...projectKeys.cards(), projectUID] as const,
  /** Mutation key of column and folder moves. */
  moves: () => [...projectKeys.all, 'move'] as const,
  details: () => [...projectKeys.all, 'detail'] as const,
  /** The project with its latest assets, active tasks and reference documents. */
  detail: (projectUID: string) => [...projectKeys.details(), projectUID] as const,
  /** The project record alone (or null when gone): its name and state. */
  summary: (projectUID: string) => [...projectKeys.detail(projectUID), 'summary'] as const,
  /** The project with the latest version of each asset. */
  withAssets: (projectUID: string) => [...projectKeys.detail(projectUID), 'with-assets'] as const,
  meta: (projectUID: string) => [...projectKeys.detail(projectUID), 'meta'] as const,
  proofReport: (projectUID: string) => [...projectKeys.detail(projectUID), 'proof-report'] as const,
  refDocs: (projectUID: string) => [...projectKeys.detail(projectUID), 'refdocs'] as const,
  /** The latest version of every asset of the project. */
  assets: (projectUID: string) => [...projectKeys.detail(projectUID), 'assets'] as const,
  /** Every version of one asset of the project, newest first. */
  assetVersions: (projectUID: string, assetUID: string) =>
    [...projectKeys.detail(projectUID), 'asset-versions', assetUID] as const,
  /** One asset's processed version numbers and the project's state. */
  assetHistory: (projectUID: string, assetUID: string) =>
    [...projectKeys.detail(projectUID), 'asset-history', assetUID] as const,
};
