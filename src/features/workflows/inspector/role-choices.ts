import type { TFunction } from '@/lib/i18n';
import type { WorkflowRole } from '@/api/types';
import { PROJECT_OWNERS_ROLE } from '@/domain/workflows/vocabulary';
import type { Choice } from './choice-list';

/**
 * The roles an action may name: projectOwners (always there, never declared) first, then the
 * workflow's own. AssignUserRoles fills declared roles only, so it passes `withOwners` false.
 */
export function roleChoices(
  roles: readonly WorkflowRole[],
  t: TFunction,
  withOwners = true,
): Choice[] {
  const owners: Choice = { value: PROJECT_OWNERS_ROLE, label: t('roles.projectOwners') };
  const declared = roles.map((role) => ({
    value: role.uid,
    label: role.name === '' ? role.uid : role.name,
    detail: role.isInternal ? t('roles.internal') : t('roles.external'),
  }));
  return withOwners ? [owners, ...declared] : declared;
}
