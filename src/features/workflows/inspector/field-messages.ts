import type { FieldIssues } from '../model/builder-types';

/**
 * One field's messages as the single text a form control shows: the builder's issues for
 * the field (shared model, or the service's 400) first, then the inspector's own checks.
 */
export function fieldMessage(
  issues: FieldIssues,
  field: string,
  local: readonly string[] = [],
): string | undefined {
  const all = [...(issues[field] ?? []), ...local];
  return all.length === 0 ? undefined : all.join(' ');
}

/** Empty text removes a field from the action rather than storing an empty string. */
export function textOrUndefined(text: string): string | undefined {
  return text === '' ? undefined : text;
}

/** An empty list removes the field, as a missing list and an empty one mean the same. */
export function listOrUndefined<T>(list: readonly T[]): T[] | undefined {
  return list.length === 0 ? undefined : [...list];
}
