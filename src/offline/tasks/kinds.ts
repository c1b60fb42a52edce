import type { TaskStatus, TaskType } from '@/api/types';
import { ValidationProblem } from '@/offline/platform/http/errors';

/** Every task type, in spec.md's order (the default of GET /api/v1/task/all?Types=). */
export const ALL_TASK_TYPES: readonly TaskType[] = [
  'UploadAssets',
  'UploadRefDocs',
  'ReviewAssets',
  'ExternalReviewAssets',
  'UploadChangedAsset',
  'UploadVideo',
  'ExternalReviewVideo',
  'ReviewVideo',
  'AssignUserRoles',
];

const REVIEW_TYPES: ReadonlySet<TaskType> = new Set([
  'ReviewAssets',
  'ExternalReviewAssets',
  'ReviewVideo',
  'ExternalReviewVideo',
]);
/** Tasks that an upload against them (upload_packet with TaskUID) may complete. */
const ASSET_UPLOAD_TYPES: ReadonlySet<TaskType> = new Set(['UploadAssets', 'UploadChangedAsset']);

/** Review tasks end by decisions on their assets, never by PUT /task/complete. */
export function isReviewType(type: TaskType): boolean {
  return REVIEW_TYPES.has(type);
}

/** The types spec.md's upload_packet accepts a TaskUID of. */
export function isAssetUploadType(type: TaskType): boolean {
  return ASSET_UPLOAD_TYPES.has(type);
}

/** Pending is the only status in which a task still waits for work. */
export function isOpen(status: TaskStatus): boolean {
  return status === 'Pending';
}

/**
 * Parses the Types query of GET /api/v1/task/all: comma-separated, case-insensitive,
 * blanks ignored; absent or empty means every type. Unknown names are a 400 under the
 * key as sent.
 */
export function parseTaskTypes(
  text: string | null | undefined,
  key = 'Types',
): ReadonlySet<TaskType> {
  const names = (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) return new Set(ALL_TASK_TYPES);
  const types = new Set<TaskType>();
  const unknown: string[] = [];
  for (const name of names) {
    const type = ALL_TASK_TYPES.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
    if (type) types.add(type);
    else unknown.push(name);
  }
  if (unknown.length > 0) {
    throw ValidationProblem.of(
      key,
      `Unknown task type ${unknown.map((n) => `'${n}'`).join(', ')}; use ${ALL_TASK_TYPES.join(', ')}.`,
    );
  }
  return types;
}
