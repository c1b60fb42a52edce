import type { TFunction } from './translator';
import { isApiError } from '@/api/client';
import { i18n } from './i18n';

/**
 * One sentence to show a person for any thrown value. Transport problems (no connection,
 * server failure, too many requests, session, permission) get translated text; domain
 * answers (not found, wrong state, validation) carry the service's own explanation.
 */
export function describeError(error: unknown, t: TFunction = i18n.t): string {
  if (!isApiError(error)) return t('common:errors.unknown');
  switch (error.kind) {
    case 'network':
      return error.refusedOrigin === undefined
        ? t('common:errors.network')
        : t('common:errors.refusedByPolicy', { origin: error.refusedOrigin });
    case 'server':
      return t('common:errors.server', { status: error.status });
    case 'rate-limited':
      return t('common:errors.rateLimited');
    case 'unauthorized':
      return t('common:errors.unauthorized');
    case 'forbidden':
      return t('common:errors.forbidden');
    case 'bad-response':
      return t('common:errors.badResponse');
    case 'validation':
    case 'not-found':
    case 'not-acceptable':
    case 'precondition':
      return error.userMessage;
  }
}
