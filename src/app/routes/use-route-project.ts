import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { Project } from '@/api/types';
import { projectQueryOptions } from '@/entities/project/detail-query';

/**
 * The project of the current /projects/:projectUID route, from the record the project page
 * already loaded (same query, no second request). Undefined until it has arrived.
 */
export function useRouteProject(): Project | undefined {
  const { projectUID = '' } = useParams();
  return useQuery(projectQueryOptions(projectUID)).data;
}
