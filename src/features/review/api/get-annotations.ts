import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { AnnotationPages } from '@/api/types';
import { reviewKeys } from './review-keys';

export function getAnnotations(assetUID: string, signal?: AbortSignal): Promise<AnnotationPages> {
  return api.get('/api/v1/annotation/all', {
    query: { AssetUID: assetUID },
    ...(signal ? { signal } : {}),
  });
}

/** Every annotation and reply of an asset (all pages and versions), keyed by page. */
export function annotationsQueryOptions(assetUID: string) {
  return queryOptions({
    queryKey: reviewKeys.annotations(assetUID),
    queryFn: ({ signal }) => getAnnotations(assetUID, signal),
    // Other reviewers annotate too; a glance back at the tab shows their work.
    staleTime: 10_000,
  });
}

export function useAnnotations(assetUID: string) {
  return useQuery(annotationsQueryOptions(assetUID));
}
