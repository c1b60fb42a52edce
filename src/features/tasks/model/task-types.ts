import type { Task, TaskType } from '@/api/types';

/** Every task type, in the order the inbox filter lists them. */
export const TASK_TYPES: readonly TaskType[] = [
  'ReviewAssets',
  'ExternalReviewAssets',
  'ReviewVideo',
  'ExternalReviewVideo',
  'UploadAssets',
  'UploadChangedAsset',
  'UploadRefDocs',
  'UploadVideo',
  'AssignUserRoles',
];

const REVIEW: ReadonlySet<TaskType> = new Set([
  'ReviewAssets',
  'ExternalReviewAssets',
  'ReviewVideo',
  'ExternalReviewVideo',
]);
const EXTERNAL: ReadonlySet<TaskType> = new Set(['ExternalReviewAssets', 'ExternalReviewVideo']);

/** Review tasks end by decisions on their assets, never by "complete". */
export function isReviewTask(task: Pick<Task, 'type'>): boolean {
  return REVIEW.has(task.type);
}

export function isExternalTask(task: Pick<Task, 'type'>): boolean {
  return EXTERNAL.has(task.type);
}

export function isOpenTask(task: Pick<Task, 'status'>): boolean {
  return task.status === 'Pending';
}

/** Upload tasks may be marked done by their assignee (PUT /task/complete). */
export function isCompletableUpload(task: Pick<Task, 'type' | 'status'>): boolean {
  return (
    isOpenTask(task) &&
    (task.type === 'UploadAssets' ||
      task.type === 'UploadRefDocs' ||
      task.type === 'UploadChangedAsset' ||
      task.type === 'UploadVideo')
  );
}

/** Parses a comma-separated Types value; unknown names are dropped, empty means every type. */
export function parseTypes(text: string | null): TaskType[] {
  if (!text) return [...TASK_TYPES];
  const wanted = new Set(text.split(','));
  const types = TASK_TYPES.filter((type) => wanted.has(type));
  return types.length > 0 ? types : [...TASK_TYPES];
}
