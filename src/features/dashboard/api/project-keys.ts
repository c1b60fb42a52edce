import type { ProjectState } from '@/api/types';

/** What GET /api/v1/project is asked for; client and folder are narrowed in the browser. */
export interface ProjectListParams {
  /** Non-empty, in canonical order (see model/filters). */
  states: readonly ProjectState[];
  /** Sent as Query when non-empty; matched case-sensitively by the service. */
  query: string;
}

/**
 * Query keys of project data: `all` -> `lists()` -> `list(params)`, and per-card extras under
 * `cards()`. The root and `lists()` are shared with the project feature, so a change saved on a
 * project page refreshes the board, and a move on the board marks the project page stale.
 */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (params: ProjectListParams) => [...projectKeys.lists(), params] as const,
  cards: () => [...projectKeys.all, 'card'] as const,
  card: (projectUID: string) => [...projectKeys.cards(), projectUID] as const,
  /** Mutation key of column and folder moves. */
  moves: () => [...projectKeys.all, 'move'] as const,
};

/** GET /api/v1/users: the same key (and data) the project feature uses. */
export const directoryKeys = {
  all: ['client-directory'] as const,
};
