import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { AnnotationPages } from '@/api/types';
import { annotationKeys } from './keys';

export function getAnnotations(assetUID: string, signal?: AbortSignal): Promise<AnnotationPages> {
  return api.get('/api/v1/annotation/all', {
    query: { AssetUID: assetUID },
    ...(signal ? { signal } : {}),
  });
}

/** Every annotation and reply of an asset (all pages and versions; each carries its `version`). */
export function annotationsQueryOptions(assetUID: string) {
  return queryOptions({
    queryKey: annotationKeys.ofAsset(assetUID),
    queryFn: ({ signal }) => getAnnotations(assetUID, signal),
    // Other reviewers annotate too; a glance back at the tab shows their work.
    staleTime: 10_000,
  });
}

export function useAnnotations(assetUID: string) {
  return useQuery(annotationsQueryOptions(assetUID));
}
