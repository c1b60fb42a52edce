import { useEffect, useMemo, useRef, useState } from 'react';
import { sameDraft, storedDraft } from '../../model/draft-persistence';
import type { WorkflowDraft } from '../../model/draft-store';
import { useDraftStoreApi } from './draft-context';

/** While typing, the copy in this tab is rewritten once typing pauses this long. */
const WRITE_PAUSE_MS = 300;

/**
 * Unsaved changes: whether there are any, and keeping them in this tab (sessionStorage) so a
 * reload or a re-login finds them again. Saving makes the saved draft the new baseline.
 */
export function useDraftPersistence(key: string, draft: WorkflowDraft, saved: WorkflowDraft) {
  const store = useDraftStoreApi();
  const [baseline, setBaseline] = useState(saved);
  // Compared only when either changes: the screen re-renders for other reasons too.
  const dirty = useMemo(() => !sameDraft(draft, baseline), [draft, baseline]);
  const wasDirty = useRef(false);
  /** A write waiting for typing to pause; done at once if the builder closes first. */
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    const write = () => {
      pending.current = null;
      storedDraft(key).write(dirty ? { draft, savedAt: new Date().toISOString() } : null);
    };
    // Becoming dirty or clean is written at once; further typing once it pauses (writing 200
    // steps as JSON on every keystroke held up typing), or when the tab goes away first.
    if (dirty !== wasDirty.current) {
      wasDirty.current = dirty;
      write();
      return;
    }
    pending.current = write;
    const timer = window.setTimeout(write, WRITE_PAUSE_MS);
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.clearTimeout(timer);
    };
  }, [key, draft, dirty]);
  useEffect(() => () => pending.current?.(), []);

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
