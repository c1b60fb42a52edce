import { isApiError } from '@/api/client';
import { describeError, i18n, type TFunction } from '@/lib/i18n';

/**
 * An error of a workflow change in one sentence. A 403 is the server refusing a change only
 * a client's admins may make: said so plainly (the app offers the change when it could not
 * know the person's rights, see admin-rights-context).
 */
export function describeWorkflowError(error: unknown, t: TFunction = i18n.t): string {
  if (isApiError(error) && error.kind === 'forbidden') return t('workflows:admin.refused');
  return describeError(error, t);
}
