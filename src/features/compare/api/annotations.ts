import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Annotation, AnnotationPages } from '@/api/types';
import { showToast } from '@/components/ui';
import { describeError, i18n } from '@/lib/i18n';
import { compareKeys } from './compare-keys';

/** Every annotation of the asset (all versions and pages); they carry their `version`. */
export function annotationsQueryOptions(assetUID: string) {
  return queryOptions({
    queryKey: compareKeys.annotations(assetUID),
    queryFn: ({ signal }) =>
      api.get('/api/v1/annotation/all', { query: { AssetUID: assetUID }, signal }),
    staleTime: 10_000,
  });
}

function withCompleted(
  pages: AnnotationPages,
  annotationUID: string,
  isCompleted: boolean,
): AnnotationPages {
  const next: AnnotationPages = {};
  for (const [page, list] of Object.entries(pages)) {
    next[page] = list.map((a: Annotation) =>
      a.annotationUID === annotationUID ? { ...a, isCompleted } : a,
    );
  }
  return next;
}

interface CompletionChange {
  annotationUID: string;
  isCompleted: boolean;
}

/**
 * Confirms (completes) or reopens an annotation of the older version; the checklist ticks at
 * once and rolls back, with a toast saying why, when the service refuses.
 */
export function useSetAnnotationCompleted(assetUID: string) {
  const queryClient = useQueryClient();
  const key = compareKeys.annotations(assetUID);
  return useMutation({
    mutationFn: ({ annotationUID, isCompleted }: CompletionChange) =>
      isCompleted
        ? api.put('/api/v1/annotation/complete', { body: { annotationUID } })
        : api.put('/api/v1/annotation/uncomplete', { body: { annotationUID } }),
    onMutate: async ({ annotationUID, isCompleted }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AnnotationPages>(key);
      if (previous) {
        queryClient.setQueryData(key, withCompleted(previous, annotationUID, isCompleted));
      }
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      showToast({
        tone: 'error',
        title: i18n.t('compare:fixes.saveFailed'),
        message: describeError(error),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
