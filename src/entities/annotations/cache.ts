import type { QueryClient } from '@tanstack/react-query';
import type { Annotation, AnnotationPages } from '@/api/types';
import { annotationKeys } from './keys';

/** A snapshot to roll an optimistic change back to. */
export interface CacheSnapshot {
  assetUID: string;
  previous: AnnotationPages | undefined;
}

/** Applies `change` to every annotation of the cached listing (returning null removes it). */
export function mapAnnotations(
  pages: AnnotationPages,
  change: (annotation: Annotation) => Annotation | null,
): AnnotationPages {
  const next: AnnotationPages = {};
  for (const [page, list] of Object.entries(pages)) {
    next[page] = list.flatMap((annotation) => {
      const changed = change(annotation);
      return changed ? [changed] : [];
    });
  }
  return next;
}

/** Adds a record the service returned (no-op if a refetch brought it already). */
export function insertAnnotation(pages: AnnotationPages, annotation: Annotation): AnnotationPages {
  const key = String(annotation.pageNumber);
  const list = pages[key] ?? [];
  if (list.some((a) => a.annotationUID === annotation.annotationUID)) return pages;
  return { ...pages, [key]: [...list, annotation] };
}

/** Cancels reads in flight (they would overwrite the optimistic state) and patches the cache. */
export async function patchAnnotationCache(
  queryClient: QueryClient,
  assetUID: string,
  change: (pages: AnnotationPages) => AnnotationPages,
): Promise<CacheSnapshot> {
  const key = annotationKeys.ofAsset(assetUID);
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<AnnotationPages>(key);
  if (previous) queryClient.setQueryData<AnnotationPages>(key, change(previous));
  return { assetUID, previous };
}

export function restoreAnnotationCache(
  queryClient: QueryClient,
  snapshot: CacheSnapshot | undefined,
): void {
  if (snapshot?.previous) {
    queryClient.setQueryData(annotationKeys.ofAsset(snapshot.assetUID), snapshot.previous);
  }
}
