import type { TFunction } from '@/lib/i18n';
import { isApiError } from '@/api/client';
import { describeError } from '@/lib/i18n';

/** Which library action failed, for a sentence that says what did not happen. */
export type LibraryAction =
  | 'loadTree'
  | 'loadAssets'
  | 'loadAsset'
  | 'createFolder'
  | 'renameFolder'
  | 'moveFolder'
  | 'deleteFolder'
  | 'moveAsset'
  | 'deleteAsset'
  | 'copyToProject';

/**
 * A message in words for any failure of a DAL call: the 400, 404 and 412 answers get a
 * translated sentence for the action (the service's own text follows as the detail, since it
 * names the field or the reason); transport problems use the app's common texts.
 */
export function describeLibraryError(error: unknown, action: LibraryAction, t: TFunction): string {
  if (!isApiError(error)) return describeError(error, t);
  const detail = error.userMessage;
  switch (error.kind) {
    case 'validation':
      return t('library:errors.validation', {
        action: t(`library:errors.actions.${action}`),
        detail,
      });
    case 'not-found':
      return t('library:errors.notFound', {
        action: t(`library:errors.actions.${action}`),
        detail,
      });
    case 'precondition':
      return t('library:errors.precondition', {
        action: t(`library:errors.actions.${action}`),
        detail,
      });
    default:
      return describeError(error, t);
  }
}
