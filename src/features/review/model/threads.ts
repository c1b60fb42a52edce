import type { Annotation, AnnotationPages } from '@/api/types';

/** Who is looking: an internal user (userUID) or an external reviewer (userUID null, name is the e-mail). */
export interface Viewer {
  userUID: string | null;
  fullName: string;
}

/** A top-level annotation with its replies (oldest first). */
export interface Thread {
  annotation: Annotation;
  replies: Annotation[];
}

/** Filters of the side panel. Every filter but `hidden` leaves hidden annotations out. */
export type AnnotationFilter = 'all' | 'open' | 'completed' | 'mine' | 'hidden';

export const ANNOTATION_FILTERS: readonly AnnotationFilter[] = [
  'all',
  'open',
  'completed',
  'mine',
  'hidden',
];

/** The creator check of the service, as the UI can tell it (external reviewers have no userUID). */
export function isMine(annotation: Annotation, viewer: Viewer): boolean {
  const author = annotation.createdBy;
  if (viewer.userUID !== null) return author.userUID === viewer.userUID;
  return author.userUID === null && author.fullName === viewer.fullName;
}

const instant = (annotation: Annotation) => Date.parse(annotation.created);

/**
 * By the instant each was made. Not `localeCompare` on the text: that orders a time with an
 * offset or with milliseconds wrongly, and its first call builds the locale's collator, which
 * took 10-40 ms of a phone's main thread in the middle of the external review link's load.
 */
function byCreated(a: Annotation, b: Annotation): number {
  const difference = instant(a) - instant(b);
  if (Number.isNaN(difference)) return a.created < b.created ? -1 : a.created > b.created ? 1 : 0;
  return difference;
}

/**
 * Threads of one asset version by zero-based page, in creation order. Replies join their
 * parent wherever it is; annotations made on other versions are left out, since their
 * regions point at artwork that has changed.
 */
export function threadsByPage(pages: AnnotationPages, version: number): Map<number, Thread[]> {
  const all = Object.values(pages).flat();
  const byUid = new Map<string, Thread>();
  for (const annotation of all) {
    if (annotation.parentAnnotationUID === null && annotation.version === version) {
      byUid.set(annotation.annotationUID, { annotation, replies: [] });
    }
  }
  for (const annotation of all) {
    if (annotation.parentAnnotationUID === null) continue;
    byUid.get(annotation.parentAnnotationUID)?.replies.push(annotation);
  }
  const result = new Map<number, Thread[]>();
  for (const thread of [...byUid.values()].sort((a, b) => byCreated(a.annotation, b.annotation))) {
    thread.replies.sort(byCreated);
    const list = result.get(thread.annotation.pageNumber);
    if (list) list.push(thread);
    else result.set(thread.annotation.pageNumber, [thread]);
  }
  return result;
}

export function matchesFilter(
  annotation: Annotation,
  filter: AnnotationFilter,
  viewer: Viewer,
): boolean {
  if (filter === 'hidden') return annotation.isHidden;
  if (annotation.isHidden) return false;
  switch (filter) {
    case 'all':
      return true;
    case 'open':
      return !annotation.isCompleted;
    case 'completed':
      return annotation.isCompleted;
    case 'mine':
      return isMine(annotation, viewer);
  }
}

/** Pages (ascending) with the threads that pass the filter; pages left empty are dropped. */
export function filterThreads(
  byPage: Map<number, Thread[]>,
  filter: AnnotationFilter,
  viewer: Viewer,
): { page: number; threads: Thread[] }[] {
  return [...byPage.entries()]
    .sort(([a], [b]) => a - b)
    .map(([page, threads]) => ({
      page,
      threads: threads.filter((t) => matchesFilter(t.annotation, filter, viewer)),
    }))
    .filter((group) => group.threads.length > 0);
}

/** Counts per filter, for the filter buttons. */
export function filterCounts(
  byPage: Map<number, Thread[]>,
  viewer: Viewer,
): Record<AnnotationFilter, number> {
  const counts: Record<AnnotationFilter, number> = {
    all: 0,
    open: 0,
    completed: 0,
    mine: 0,
    hidden: 0,
  };
  for (const threads of byPage.values()) {
    for (const { annotation } of threads) {
      for (const filter of ANNOTATION_FILTERS) {
        if (matchesFilter(annotation, filter, viewer)) counts[filter] += 1;
      }
    }
  }
  return counts;
}

/** Number of top-level annotations of the asset made on other versions (shown as a hint). */
export function otherVersionCount(pages: AnnotationPages, version: number): number {
  return Object.values(pages)
    .flat()
    .filter((a) => a.parentAnnotationUID === null && a.version !== version).length;
}

/**
 * The markers' numbers of one page's threads (given in creation order): 1, 2, 3 … by when
 * each was made, hidden and completed ones included, so a number never changes with a filter,
 * a reply or a thread added later (deleting one moves the later ones up). Replies have none.
 */
export function markerNumbers(threads: readonly Thread[]): Map<string, number> {
  return new Map(threads.map((thread, index) => [thread.annotation.annotationUID, index + 1]));
}

/** Looks a thread up by its top-level annotation's UID. */
export function findThread(
  byPage: Map<number, Thread[]>,
  annotationUID: string,
): Thread | undefined {
  for (const threads of byPage.values()) {
    const found = threads.find((t) => t.annotation.annotationUID === annotationUID);
    if (found) return found;
  }
  return undefined;
}
