/**
 * The dashboard's view as URL search parameters, so a link reproduces what someone sees.
 * Defaults are left out of the URL; anything unknown in a URL falls back to its default.
 */
import type { ProjectState } from '@/api/types';

export type DashboardView = 'board' | 'list';

/** Columns of the list view that can be sorted. */
export type SortKey =
  'name' | 'customer' | 'state' | 'dueDate' | 'created' | 'pending' | 'approved' | 'rejected';

export type SortDirection = 'asc' | 'desc';

export interface SortOrder {
  key: SortKey;
  direction: SortDirection;
}

/**
 * Everything that decides what the dashboard shows.
 * Invariants: `states` holds no duplicates and follows {@link PROJECT_STATES} order (it may be
 * empty: then nothing is listed); `query` is sent as typed (the service matches it case-sensitively);
 * `clientUID` null means the user's first client; `folderUID` null means every folder.
 */
export interface DashboardFilters {
  view: DashboardView;
  states: ProjectState[];
  query: string;
  clientUID: string | null;
  folderUID: string | null;
  sort: SortOrder;
}

/** Every state, in the order the dashboard lists them. */
export const PROJECT_STATES: readonly ProjectState[] = [
  'Active',
  'OnHold',
  'Completed',
  'Archived',
  'InTransit',
];

/** The service's own default for GET /api/v1/project (spec.md). */
export const DEFAULT_STATES: readonly ProjectState[] = ['Active', 'OnHold', 'Completed'];

export const SORT_KEYS: readonly SortKey[] = [
  'name',
  'customer',
  'state',
  'dueDate',
  'created',
  'pending',
  'approved',
  'rejected',
];

/** Dashboard order: the soonest due first, as the service lists them. */
export const DEFAULT_SORT: SortOrder = { key: 'dueDate', direction: 'asc' };

export const DEFAULT_FILTERS: DashboardFilters = {
  view: 'board',
  states: [...DEFAULT_STATES],
  query: '',
  clientUID: null,
  folderUID: null,
  sort: DEFAULT_SORT,
};

/** URL parameter names. */
export const PARAM = {
  view: 'view',
  states: 'states',
  query: 'q',
  client: 'client',
  folder: 'folder',
  sort: 'sort',
  direction: 'dir',
} as const;

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** Known states in canonical order, without duplicates. */
export function normalizeStates(states: readonly string[]): ProjectState[] {
  const wanted = new Set(states);
  return PROJECT_STATES.filter((state) => wanted.has(state));
}

function sameStates(a: readonly ProjectState[], b: readonly ProjectState[]): boolean {
  return a.length === b.length && a.every((state, i) => state === b[i]);
}

function parseStates(value: string | null): ProjectState[] {
  if (value === null) return [...DEFAULT_STATES];
  return normalizeStates(value.split(',').map((part) => part.trim()));
}

export function parseFilters(params: URLSearchParams): DashboardFilters {
  const view = params.get(PARAM.view);
  const sortKey = params.get(PARAM.sort);
  const direction = params.get(PARAM.direction);
  const key = isOneOf(SORT_KEYS, sortKey) ? sortKey : DEFAULT_SORT.key;
  return {
    view: isOneOf(['board', 'list'] as const, view) ? view : DEFAULT_FILTERS.view,
    states: parseStates(params.get(PARAM.states)),
    query: params.get(PARAM.query) ?? '',
    clientUID: params.get(PARAM.client) || null,
    folderUID: params.get(PARAM.folder) || null,
    sort: {
      key,
      direction: isOneOf(['asc', 'desc'] as const, direction) ? direction : DEFAULT_SORT.direction,
    },
  };
}

/** The filters as search parameters, defaults omitted, in a fixed order (stable links). */
export function filtersToSearchParams(filters: DashboardFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.view !== DEFAULT_FILTERS.view) params.set(PARAM.view, filters.view);
  const states = normalizeStates(filters.states);
  if (!sameStates(states, DEFAULT_STATES)) params.set(PARAM.states, states.join(','));
  if (filters.query !== '') params.set(PARAM.query, filters.query);
  if (filters.clientUID) params.set(PARAM.client, filters.clientUID);
  if (filters.folderUID) params.set(PARAM.folder, filters.folderUID);
  const { key, direction } = filters.sort;
  if (key !== DEFAULT_SORT.key || direction !== DEFAULT_SORT.direction) {
    params.set(PARAM.sort, key);
    params.set(PARAM.direction, direction);
  }
  return params;
}

/** `current` with `change` applied; choosing another client forgets the folder (folders are per client). */
export function updateFilters(
  current: DashboardFilters,
  change: Partial<DashboardFilters>,
): DashboardFilters {
  const next = { ...current, ...change };
  if (change.clientUID !== undefined && change.clientUID !== current.clientUID) {
    next.folderUID = change.folderUID ?? null;
  }
  next.states = normalizeStates(next.states);
  return next;
}

/** The direction a click on a sortable header gives: same column flips, a new column starts ascending. */
export function nextSort(current: SortOrder, key: SortKey): SortOrder {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/**
 * How many of the filter sheet's narrowing choices differ from the defaults (the search text,
 * the states), for the phone's "Filters" button. The client and the view choose which board is
 * shown rather than narrowing it, so they are not counted.
 */
export function activeFilterCount(filters: DashboardFilters): number {
  const searching = filters.query.trim() !== '';
  const states = filters.states.join() !== DEFAULT_STATES.join();
  return Number(searching) + Number(states);
}
