import type { TaskStatus, TaskType, TriggerType } from '@/api/types';

/**
 * The trigger a task fires when it ends (the same rule for the offline engine and the
 * simulation): upload tasks when they close, review tasks when they end approved (also
 * with changes) or rejected, AssignUserRoles tasks when their roles are filled. `external`
 * = an external review task, or an assignee who is not an active user of the client.
 */
export function triggerOfTaskEnd(
  type: TaskType,
  status: TaskStatus,
  external: boolean,
): TriggerType | undefined {
  const side = external ? 'External' : 'Internal';
  switch (type) {
    case 'UploadAssets':
    case 'UploadChangedAsset':
    case 'UploadVideo':
      return `${side}UploadAssetsTaskCompleted`;
    case 'UploadRefDocs':
      return `${side}UploadRefDocsTaskCompleted`;
    case 'ReviewAssets':
    case 'ReviewVideo':
    case 'ExternalReviewAssets':
    case 'ExternalReviewVideo':
      if (status === 'Approved' || status === 'ApprovedWithChanges')
        return `${side}ReviewTaskApproved`;
      if (status === 'Rejected') return `${side}ReviewTaskRejected`;
      return undefined;
    case 'AssignUserRoles':
      return 'UserRolesAssigned';
  }
}

/** Task types people outside the company always hold. */
export function isExternalTaskType(type: TaskType): boolean {
  return type === 'ExternalReviewAssets' || type === 'ExternalReviewVideo';
}
