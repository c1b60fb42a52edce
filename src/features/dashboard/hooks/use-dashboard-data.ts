import { useMemo } from 'react';
import type { ClientDirectory, Project } from '@/api/types';
import { useClientDirectory } from '@/entities/users/queries';
import { useProjectList } from '../api/get-projects';
import { usePendingMoves } from '../api/move-project';
import { reconcile } from '../model/board-model';
import { matchProjects } from '../model/text-match';
import type { DashboardFilters } from '../model/filters';
import { countByFolder, projectsInFolder, projectsOfClient } from '../model/select';

const NO_PROJECTS: readonly Project[] = [];

/**
 * Everything the dashboard shows, derived from the server's list plus the moves still on their
 * way: the chosen client (the URL's, else the first), its projects, folder counts and the
 * projects the current folder shows. Each step is memoized, so a render that changes nothing
 * here costs nothing, even with 10,000 projects.
 */
export function useDashboardData(filters: DashboardFilters) {
  const directory = useClientDirectory();
  const clients = directory.data;
  const client: ClientDirectory | undefined =
    clients?.find((c) => c.clientUID === filters.clientUID) ?? clients?.[0];

  // The key is hashed by value, so a fresh object per render does not refetch. The text is
  // matched here, not by the service (its Query is case-sensitive): typing asks for nothing.
  const list = useProjectList({ states: filters.states, query: '' });
  const pending = usePendingMoves();
  const server = list.data ?? NO_PROJECTS;
  const query = filters.query.trim();
  const projects = useMemo(
    () => matchProjects(reconcile(server, pending), query),
    [server, pending, query],
  );

  const clientUID = client?.clientUID;
  const clientProjects = useMemo(
    () => (clientUID === undefined ? NO_PROJECTS : projectsOfClient(projects, clientUID)),
    [projects, clientUID],
  );
  const folderCounts = useMemo(() => countByFolder(clientProjects), [clientProjects]);
  // A folder of another client (an old link) shows everything rather than nothing.
  const folderUID =
    filters.folderUID !== null && client?.folders.some((f) => f.folderUID === filters.folderUID)
      ? filters.folderUID
      : null;
  const visible = useMemo(
    () => projectsInFolder(clientProjects, folderUID),
    [clientProjects, folderUID],
  );

  return {
    directory,
    clients: clients ?? [],
    client,
    list,
    clientProjects,
    folderCounts,
    folderUID,
    visible,
  };
}
