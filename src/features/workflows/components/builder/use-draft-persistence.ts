import { useEffect, useState } from 'react';
import { sameDraft, storedDraft } from '../../model/draft-persistence';
import type { WorkflowDraft } from '../../model/draft-store';
import { useDraftStoreApi } from './draft-context';

/**
 * Unsaved changes: whether there are any, and keeping them in this tab (sessionStorage) so a
 * reload or a re-login finds them again. Saving makes the saved draft the new baseline.
 */
export function useDraftPersistence(key: string, draft: WorkflowDraft, saved: WorkflowDraft) {
  const store = useDraftStoreApi();
  const [baseline, setBaseline] = useState(saved);
  const dirty = !sameDraft(draft, baseline);

  useEffect(() => {
    storedDraft(key).write(dirty ? { draft, savedAt: new Date().toISOString() } : null);
  }, [key, draft, dirty]);

  return {
    dirty,
    markSaved: (next: WorkflowDraft) => {
      storedDraft(key).write(null);
      setBaseline(next);
    },
    discard: () => {
      store.getState().reset(baseline);
      store.temporal.getState().clear();
      storedDraft(key).write(null);
    },
  };
}
