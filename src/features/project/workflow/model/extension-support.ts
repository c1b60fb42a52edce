import { isApiError, type ApiError } from '@/api/client';

/** Statuses a service answers for an operation it does not have. */
const MISSING_STATUSES: ReadonlySet<number> = new Set([404, 405, 501]);

/**
 * Whether an error means the service lacks a workflow x-extension (the run log, the
 * workflow list, the manual trigger). Only asked of calls whose other inputs are known to
 * exist (the project page has loaded the project), so a 404 there is the path, not the data.
 */
export function isMissingExtension(error: unknown): error is ApiError {
  return isApiError(error) && MISSING_STATUSES.has(error.status);
}
