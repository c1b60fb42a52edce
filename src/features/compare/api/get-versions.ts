import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { ProjectState } from '@/api/types';
import { projectKeys } from '@/entities/project/keys';
import { ALL_PROJECT_STATES } from '@/entities/project/states';

/** What the compare view needs of the asset's project. */
export interface AssetHistory {
  /** Processed version numbers, ascending (deleted versions leave gaps). */
  versions: number[];
  projectState: ProjectState | null;
}

/**
 * The asset's versions and its project's state, from one GET /api/v1/project with every
 * version of the project's assets (IsLoadLastVerAssets=false).
 */
export function assetHistoryQueryOptions(assetUID: string, projectUID: string) {
  return queryOptions({
    queryKey: projectKeys.assetHistory(projectUID, assetUID),
    queryFn: async ({ signal }): Promise<AssetHistory> => {
      const projects = await api.get('/api/v1/project', {
        query: {
          ProjectUID: projectUID,
          States: ALL_PROJECT_STATES,
          IsLoadAssets: true,
          IsLoadLastVerAssets: false,
        },
        signal,
      });
      const project = projects.find((p) => p.projectUID === projectUID);
      const versions = (project?.assets ?? [])
        .filter((a) => a.assetUID === assetUID && a.status === 'Processed')
        .map((a) => a.version)
        .sort((a, b) => a - b);
      return { versions, projectState: project?.projectState ?? null };
    },
  });
}
