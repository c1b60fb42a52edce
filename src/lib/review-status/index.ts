export {
  actionAvailability,
  changeGoesThroughTransit,
  isProjectEditable,
  isProjectReadOnly,
  PROJECT_ACTIONS,
  STATE_ACTION_TARGET,
  STATE_ACTIONS,
} from './project-state-rules';
export type {
  ActionAvailability,
  ActionBlock,
  ProjectAction,
  StateAction,
} from './project-state-rules';
export { deriveWhyPending } from './why-pending';
export type {
  Assignee,
  PendingInput,
  PendingReason,
  PendingSummary,
  PendingWork,
} from './why-pending';
export { describePendingReason, describeWhyPending } from './why-pending-text';
