import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Asset } from '@/api/types';
import { unsettledPollDelay } from '@/lib/polling';
import { projectKeys } from './keys';
import { ALL_PROJECT_STATES } from './states';

/** The project's assets from GET /project: the latest version of each, or every version. */
export async function getProjectAssets(
  projectUID: string,
  latestOnly: boolean,
  signal: AbortSignal,
): Promise<Asset[]> {
  const [project] = await api.get('/api/v1/project', {
    query: {
      ProjectUID: projectUID,
      States: ALL_PROJECT_STATES,
      IsLoadAssets: true,
      IsLoadLastVerAssets: latestOnly,
    },
    signal,
  });
  return project?.assets ?? [];
}

/**
 * The latest version of each asset (the assets and uploads features share it). While any is Pending or Processing, the whole list is
 * asked again (one request for every card) with a wait that grows as the work gets older.
 */
export function projectAssetsQueryOptions(projectUID: string) {
  return queryOptions({
    queryKey: projectKeys.assets(projectUID),
    queryFn: ({ signal }) => getProjectAssets(projectUID, true, signal),
    refetchInterval: (query) => unsettledPollDelay(query.state.data),
  });
}
