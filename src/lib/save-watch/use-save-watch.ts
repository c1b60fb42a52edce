import { useEffect, useState, useSyncExternalStore } from 'react';
import { showToast } from '@/components/ui';
import { i18n } from '@/lib/i18n';
import {
  createSaveWatch,
  type SaveWatch,
  type SaveWatchState,
  type WatchedSave,
} from './save-watch';

export interface UseSaveWatch extends SaveWatchState, Omit<SaveWatch, 'getState' | 'subscribe'> {
  /** Something is in flight or being checked: the form's save and close stay disabled. */
  busy: boolean;
}

/**
 * A {@link SaveWatch} for one form, re-rendering it as the save moves on. "Saved after all"
 * is a toast, since most forms close or clear once saved and would take an inline note along.
 */
export function useSaveWatch(slowAfterMs?: number): UseSaveWatch {
  const [watch] = useState(() => createSaveWatch(slowAfterMs));
  const state = useSyncExternalStore(watch.subscribe, watch.getState, watch.getState);
  useEffect(() => () => watch.dispose(), [watch]);
  const [start] = useState(() => <T>(save: WatchedSave<T>) => {
    watch.start({
      ...save,
      onSaved: (result, afterAll) => {
        if (afterAll)
          showToast({
            tone: 'success',
            title: i18n.t('reliability:save.savedAfterAllTitle'),
            message: i18n.t('reliability:save.savedAfterAll'),
          });
        save.onSaved(result, afterAll);
      },
    });
  });
  return {
    ...state,
    busy: state.phase !== 'idle',
    start,
    cancel: watch.cancel,
    recheck: watch.recheck,
    clearOutcome: watch.clearOutcome,
    dispose: watch.dispose,
  };
}
