import { useOutletContext } from 'react-router';
import type { Project } from '@/api/types';

/** What the project page hands its tabs: the record loaded once for all of them. */
export interface ProjectOutletContext {
  project: Project;
}

export function useProjectOutlet(): ProjectOutletContext {
  return useOutletContext<ProjectOutletContext>();
}
