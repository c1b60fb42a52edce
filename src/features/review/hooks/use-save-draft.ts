import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/i18n';
import { useCreateAnnotation } from '../api/annotation-mutations';
import type { ReviewEditor } from '../editor/review-editor';

/** The largest comment the service takes (decisions.md leaves it open; the offline service enforces it). */
export const COMMENT_MAX = 4000;

export interface SaveDraft {
  save(): void;
  error: string | null;
  clearError(): void;
}

/**
 * Saves the current page's draft exactly once: the editor marks it as saving before the
 * request goes, and a 401 is held and replayed by the client after re-login, so nothing here
 * ever sends it again. On success the draft leaves storage; on failure it stays with the reason.
 */
export function useSaveDraft(
  editor: ReviewEditor,
  assetUID: string,
  onSaved?: (annotationUID: string) => void,
): SaveDraft {
  const { t } = useTranslation('review');
  const create = useCreateAnnotation(assetUID);
  const [error, setError] = useState<string | null>(null);

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
    // mutateAsync settles even if this component is gone by then (another page, another asset).
    create.mutateAsync({ assetUID, pageNumber: page, text, shape: draft.shape }).then(
      (created) => {
        editor.draft.finishSave(page, true);
        if (editor.state.page === page) editor.select(created.annotationUID);
        onSaved?.(created.annotationUID);
      },
      (failure: unknown) => {
        editor.draft.finishSave(page, false);
        setError(t('draft.failed', { reason: describeError(failure) }));
      },
    );
  };

  return { save, error, clearError: () => setError(null) };
}
