import type * as ReviewWorkspaceChunk from '@/features/review/components/review-workspace';
import { warmDateFormats } from '@/lib/warm-date-formats';
import { i18n } from '@/lib/i18n';

type ReviewWorkspaceModule = typeof ReviewWorkspaceChunk;

let loading: Promise<ReviewWorkspaceModule> | null = null;

async function load(): Promise<ReviewWorkspaceModule> {
  // The tool's panels show dates: the locale's date data loads in a worker meanwhile, instead
  // of on the main thread inside the threads' render (a 14-40 ms task at 1x in a profile of
  // the external review link, four times that as Lighthouse counts it on a phone).
  void warmDateFormats();
  const [workspace] = await Promise.all([
    import('@/features/review/components/review-workspace'),
    // Konva, react-konva and its reconciler as a chunk of their own, asked for beside the tool:
    // both download at once, and the browser runs each chunk's code in a task of its own,
    // where the whole tool's code ran in one (137 ms on a phone, 4x CPU).
    import('@/features/review/canvas/konva-nodes'),
    // The toolbar's barcode button speaks `barcodes`: asked for beside the tool's own texts,
    // not by its first render, which otherwise suspended the tool for one more round trip.
    i18n.loadNamespaces(['review', 'barcodes']),
  ]);
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
