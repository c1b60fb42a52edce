import { i18n } from '@/lib/i18n';

/**
 * The review tool (konva and the canvas code, the largest part of an external review) as a
 * chunk of its own, with its texts: the external review's password prompt and link notices
 * show without it, and an open link starts it as soon as the link is known to be open.
 */
export async function loadReviewWorkspace() {
  const [workspace] = await Promise.all([
    import('@/features/review/components/review-workspace'),
    // Konva, react-konva and its reconciler as a chunk of their own, asked for beside the tool:
    // both download at once, and the browser runs each chunk's code in a task of its own,
    // where the whole tool's code ran in one (137 ms on a phone, 4x CPU).
    import('@/features/review/canvas/konva-nodes'),
    i18n.loadNamespaces('review'),
  ]);
  return workspace;
}
