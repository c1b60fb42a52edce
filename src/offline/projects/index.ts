/** What the rest of the offline service may use of projects: the one way in (lint enforces it). */
export { moveToKanbanColumn, requestState } from './ops';
export { buildProjectRecord, eventProjectOf } from './record';
export { seedDemoProjects } from './seed';
export { IN_TRANSIT_OFFLINE_MS, isMutableState } from './state';
export type { ProjectRow, ProjectStateName } from './rows';
