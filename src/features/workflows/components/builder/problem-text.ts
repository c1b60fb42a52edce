import type { TFunction } from '@/lib/i18n';
import type { Problem } from '@/domain/workflows/problems';
import type { FieldIssues } from '../../model/builder-types';

/** A shared-model problem in the admin's language (`workflows:problems.<code>`). */
export function problemText(t: TFunction, problem: Pick<Problem, 'code' | 'params'>): string {
  return t(`workflows:problems.${problem.code}`, { ...problem.params });
}

/**
 * The messages per field of one step: the shared rules' problems, and the service's 400
 * messages for fields the rules found nothing wrong with (they can know more: a user who
 * left meanwhile).
 */
export function fieldIssues(
  t: TFunction,
  problems: readonly Problem[] | undefined,
  server: Readonly<Record<string, string[]>> | undefined,
): FieldIssues {
  const out: Record<string, string[]> = {};
  for (const found of problems ?? []) (out[found.field] ??= []).push(problemText(t, found));
  for (const [field, messages] of Object.entries(server ?? {}))
    if (!out[field]) out[field] = [...messages];
  return out;
}
