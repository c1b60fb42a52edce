import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Annotation, AnnotationCreateRequest, AnnotationPages } from '@/api/types';
import { showToast } from '@/components/ui';
import { describeError, i18n } from '@/lib/i18n';
import {
  insertAnnotation,
  mapAnnotations,
  patchAnnotationCache,
  restoreAnnotationCache,
  type CacheSnapshot,
} from '@/entities/annotations/cache';
import { annotationKeys } from '@/entities/annotations/keys';

function refresh(queryClient: QueryClient, assetUID: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: annotationKeys.ofAsset(assetUID) });
}

/**
 * POST /api/v1/annotation: a new annotation (with shape) or a reply (with parent). Not
 * optimistic: the draft stays on screen until the service has it. The caller shows errors
 * next to the text it keeps (no global toast).
 */
export function useCreateAnnotation(assetUID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The signal is the comment form's "Still saving… Cancel"; it is not part of the body.
    mutationFn: ({ signal, ...body }: AnnotationCreateRequest & { signal?: AbortSignal }) =>
      api.post('/api/v1/annotation', { body, ...(signal ? { signal } : {}) }),
    onSuccess: (created) => {
      queryClient.setQueryData<AnnotationPages>(annotationKeys.ofAsset(assetUID), (pages) =>
        pages ? insertAnnotation(pages, created) : pages,
      );
    },
    onSettled: () => refresh(queryClient, assetUID),
    meta: { handlesError: true },
  });
}

type Change =
  | { kind: 'edit'; annotationUID: string; text: string }
  | { kind: 'hide'; annotationUID: string; isHidden: boolean }
  | { kind: 'complete'; annotationUID: string; isCompleted: boolean }
  | { kind: 'delete'; annotationUID: string };

function send(change: Change): Promise<unknown> {
  const { annotationUID } = change;
  switch (change.kind) {
    case 'edit':
      return api.put('/api/v1/annotation', { body: { annotationUID, text: change.text } });
    case 'hide':
      return api.put('/api/v1/annotation/hide', {
        body: { annotationUID, isHidden: change.isHidden },
      });
    case 'complete':
      return change.isCompleted
        ? api.put('/api/v1/annotation/complete', { body: { annotationUID } })
        : api.put('/api/v1/annotation/uncomplete', { body: { annotationUID } });
    case 'delete':
      return api.delete('/api/v1/annotation', { body: { annotationUID } });
  }
}

/** The listing as it looks after the change; a deleted thread takes its replies along. */
function applyChange(change: Change): (a: Annotation) => Annotation | null {
  return (a) => {
    if (change.kind === 'delete') {
      return a.annotationUID === change.annotationUID ||
        a.parentAnnotationUID === change.annotationUID
        ? null
        : a;
    }
    if (a.annotationUID !== change.annotationUID) return a;
    if (change.kind === 'edit') return { ...a, text: change.text };
    if (change.kind === 'hide') return { ...a, isHidden: change.isHidden };
    return { ...a, isCompleted: change.isCompleted };
  };
}

/**
 * Edit, hide/show, complete/reopen and delete, applied to the cache at once and rolled back
 * (with a toast saying why) when the service refuses.
 */
export function useAnnotationChange(assetUID: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, Change, CacheSnapshot>({
    mutationFn: send,
    onMutate: (change) =>
      patchAnnotationCache(queryClient, assetUID, (pages) =>
        mapAnnotations(pages, applyChange(change)),
      ),
    onError: (error, _change, snapshot) => {
      restoreAnnotationCache(queryClient, snapshot);
      showToast({
        tone: 'error',
        title: i18n.t('review:errors.changeFailed'),
        message: describeError(error),
      });
    },
    onSettled: () => refresh(queryClient, assetUID),
  });
}

export type AnnotationChange = Change;
