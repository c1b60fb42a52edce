/** What the rest of the offline service may use of tasks: the one way in (lint enforces it). */
export {
  createAssignRolesTask,
  createExternalReviewTask,
  createReviewTask,
  createUploadTask,
} from './create';
export type { TaskBaseInput } from './create';
export { isAssetUploadType, isOpen } from './kinds';
export { authorizeReviewSession } from './review-session-scope';
export { getProjectRoleBindings } from './roles';
export type { DecisionRow, OutboxRow, RoleBindingEntry, RoleBindingRow, TaskRow } from './rows';
export { assetsOfProject, requireVisibleTask } from './store';
