import { api } from '@/api/client';
import type { ReviewSession } from '@/api/types';

/**
 * POST /api/v1/review/session: exchanges the link's token (and its password, if it has one)
 * for a bearer token limited to the review. 412: password missing or wrong; 404: the link
 * is unknown or the review is over.
 */
export function openReviewSession(
  reviewToken: string,
  password: string | null,
  signal?: AbortSignal,
): Promise<ReviewSession> {
  return api.post('/api/v1/review/session', {
    body: password === null ? { reviewToken } : { reviewToken, password },
    ...(signal ? { signal } : {}),
  });
}
