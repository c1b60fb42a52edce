/** What the rest of the offline service may use of workflows: the one way in (lint enforces it). */
export type { WorkflowJobRow, WorkflowRow, WorkflowRunRow, WorkflowWaitRow } from './rows';
export { DEMO_WORKFLOWS } from './seed';
