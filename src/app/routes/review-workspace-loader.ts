import { i18n } from '@/lib/i18n';

/**
 * The review tool (konva and the canvas code, the largest part of an external review) as a
 * chunk of its own, with its texts: the external review's password prompt and link notices
 * show without it, and an open link starts it as soon as the link is known to be open.
 */
export async function loadReviewWorkspace() {
  const [workspace] = await Promise.all([
    import('@/features/review/components/review-workspace'),
    i18n.loadNamespaces('review'),
  ]);
  return workspace;
}
