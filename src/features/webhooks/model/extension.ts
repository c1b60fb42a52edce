import { isApiError } from '@/api/client';

/**
 * True when the server does not offer an x-extension path (decisions.md: 404, 405 or 501),
 * or answers it with something that is not the contract's JSON (a static host's index.html).
 */
export function isMissingExtension(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.status === 404 ||
    error.status === 405 ||
    error.status === 501 ||
    error.kind === 'bad-response'
  );
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
