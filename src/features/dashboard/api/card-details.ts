import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/api/client';
import type { Project, Task } from '@/api/types';
import { PROJECT_STATES } from '../model/filters';
import { createBatchLoader } from './batch-loader';
import { projectKeys } from '@/entities/project/keys';

/** What a card shows beyond the list record; loaded only for cards on screen. */
export interface CardDetails {
  /** Thumbnail of the project's first asset that has one (processed assets only). */
  thumbnailUrl: string | null;
  /** Active tasks, for "why is this still pending?". */
  tasks: Task[];
}

function detailsOf(project: Project): CardDetails {
  const withThumbnail = project.assets?.find((asset) => asset.thumbnailUrl !== null);
  return { thumbnailUrl: withThumbnail?.thumbnailUrl ?? null, tasks: project.tasks ?? [] };
}

/**
 * Assets and tasks of many projects in one GET (ProjectUID as a comma list). Asking for them
 * with the whole list would carry every asset of 10,000 projects to show the few dozen cards
 * on screen; this asks for exactly those. With several UIDs the service leaves out projects
 * that are gone; with one it answers 404, which means the same here.
 */
async function loadCardDetails(projectUIDs: string[]): Promise<Map<string, CardDetails>> {
  let projects: Project[];
  try {
    projects = await api.get('/api/v1/project', {
      query: {
        ProjectUID: projectUIDs.join(','),
        States: PROJECT_STATES.join(','),
        IsLoadAssets: true,
        IsLoadTasks: true,
      },
    });
  } catch (error) {
    if (projectUIDs.length === 1 && isApiError(error) && error.kind === 'not-found')
      return new Map();
    throw error;
  }
  return new Map(projects.map((project) => [project.projectUID, detailsOf(project)]));
}

const loader = createBatchLoader(loadCardDetails, { waitMs: 16, maxBatch: 40 });

export function cardDetailsQueryOptions(projectUID: string) {
  return queryOptions({
    queryKey: projectKeys.card(projectUID),
    queryFn: async (): Promise<CardDetails | null> => (await loader.load(projectUID)) ?? null,
    staleTime: 60_000,
  });
}

/** Null when the project is gone; undefined while loading. */
export function useCardDetails(projectUID: string) {
  return useQuery(cardDetailsQueryOptions(projectUID));
}
