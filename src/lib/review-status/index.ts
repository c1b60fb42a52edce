export {
  actionAvailability,
  changeGoesThroughTransit,
  isProjectEditable,
  isProjectReadOnly,
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
export { describeWhyPending } from './why-pending-text';
