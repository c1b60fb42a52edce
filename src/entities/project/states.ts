import type { ProjectState } from '@/api/types';

/**
 * GET /project's States filter with every state: without it, Archived and InTransit projects
 * are left out, and a screen opened on one must still find it.
 */
export const ALL_PROJECT_STATES = (
  ['Active', 'OnHold', 'Completed', 'Archived', 'InTransit'] satisfies ProjectState[]
).join(',');
