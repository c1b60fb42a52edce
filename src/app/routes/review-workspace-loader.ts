import type * as ReviewWorkspaceChunk from '@/features/review/components/review-workspace';
import { prepareDateFormats } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { nextTask } from '@/lib/next-task';

type ReviewWorkspaceModule = typeof ReviewWorkspaceChunk;

let loading: Promise<ReviewWorkspaceModule> | null = null;

async function load(): Promise<ReviewWorkspaceModule> {
  const modules = Promise.all([
    import('@/features/review/components/review-workspace'),
    // Konva, react-konva and its reconciler as a chunk of their own, asked for beside the tool:
    // both download at once, and the browser runs each chunk's code in a task of its own,
    // where the whole tool's code ran in one (137 ms on a phone, 4x CPU).
    import('@/features/review/canvas/konva-nodes'),
    i18n.loadNamespaces('review'),
  ]);
  // Asking for the chunks (their preload links) is a task's work already; the tool's panels
  // show dates, whose first formatter is another 15-35 ms: built in the next task, while the
  // chunks download, instead of inside the threads' render.
  await nextTask();
  prepareDateFormats();
  const [workspace] = await modules;
  return workspace;
}

/**
 * The review tool (konva and the canvas code, the largest part of an external review) as a
 * chunk of its own, with its texts: the external review's password prompt and link notices
 * show without it, and an open link starts it as soon as the link is known to be open. One
 * load for every caller; a failed one is tried again by the next.
 */
export function loadReviewWorkspace(): Promise<ReviewWorkspaceModule> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
