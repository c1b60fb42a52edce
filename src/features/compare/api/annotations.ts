import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { showToast } from '@/components/ui';
import {
  mapAnnotations,
  patchAnnotationCache,
  restoreAnnotationCache,
  type CacheSnapshot,
} from '@/entities/annotations/cache';
import { annotationKeys } from '@/entities/annotations/keys';
import { describeError, i18n } from '@/lib/i18n';

interface CompletionChange {
  annotationUID: string;
  isCompleted: boolean;
}

/**
 * Confirms (completes) or reopens an annotation of the older version; the checklist ticks at
 * once and rolls back, with a toast saying why, when the service refuses. It changes the one
 * annotations cache the review tool reads too, so going back there shows the same state.
 */
export function useSetAnnotationCompleted(assetUID: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, CompletionChange, CacheSnapshot>({
    mutationFn: ({ annotationUID, isCompleted }) =>
      isCompleted
        ? api.put('/api/v1/annotation/complete', { body: { annotationUID } })
        : api.put('/api/v1/annotation/uncomplete', { body: { annotationUID } }),
    onMutate: ({ annotationUID, isCompleted }) =>
      patchAnnotationCache(queryClient, assetUID, (pages) =>
        mapAnnotations(pages, (a) =>
          a.annotationUID === annotationUID ? { ...a, isCompleted } : a,
        ),
      ),
    onError: (error, _change, snapshot) => {
      restoreAnnotationCache(queryClient, snapshot);
      showToast({
        tone: 'error',
        title: i18n.t('compare:fixes.saveFailed'),
        message: describeError(error),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: annotationKeys.ofAsset(assetUID) }),
  });
}
