import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { describeError } from '@/lib/i18n';
import { useSaveWatch, type UseSaveWatch } from '@/lib/save-watch';
import { useCreateAnnotation } from '../api/annotation-mutations';
import { findCreatedAnnotation } from '../api/find-created-annotation';
import type { ReviewEditor } from '../editor/review-editor';

/** The largest comment the service takes (decisions.md leaves it open; the offline service enforces it). */
export const COMMENT_MAX = 4000;

export interface SaveDraft {
  save(): void;
  error: string | null;
  clearError(): void;
  /** "Still saving…" with Cancel, and what the check after a cancel found. */
  watch: UseSaveWatch;
}

/**
 * Saves the current page's draft exactly once: the editor marks it as saving before the
 * request goes, and a 401 is held and replayed by the client after re-login, so nothing here
 * ever sends it again. On success the draft leaves storage; on failure it stays with the reason.
 * A save without an answer can be cancelled; the listing is then read to tell whether it
 * landed, and the draft stays unless it did.
 */
export function useSaveDraft(
  editor: ReviewEditor,
  assetUID: string,
  onSaved?: (annotationUID: string) => void,
): SaveDraft {
  const { t } = useTranslation('review');
  const create = useCreateAnnotation(assetUID);
  const [error, setError] = useState<string | null>(null);
  const watch = useSaveWatch();

  const save = () => {
    const { draft } = editor.state;
    if (!draft) return;
    const text = draft.text.trim();
    if (text === '') {
      setError(t('draft.required'));
      return;
    }
    const page = editor.draft.beginSave();
    if (page === null) return;
    setError(null);
    const body = { assetUID, pageNumber: page, text, shape: draft.shape };
    const sentAt = Date.now();
    // mutateAsync settles even if this component is gone by then (another page, another asset).
    watch.start({
      send: (signal) => create.mutateAsync({ ...body, signal }),
      check: () => findCreatedAnnotation(body, sentAt),
      onSaved: (created) => {
        editor.draft.finishSave(page, true);
        if (editor.state.page === page) editor.select(created.annotationUID);
        onSaved?.(created.annotationUID);
      },
      onFailed: (failure) => {
        editor.draft.finishSave(page, false);
        setError(t('draft.failed', { reason: describeError(failure) }));
      },
      onNotSaved: () => editor.draft.finishSave(page, false),
    });
  };

  return { save, error, clearError: () => setError(null), watch };
}
