import { createContext, use } from 'react';
import { useStore } from 'zustand';
import type { DraftStore, DraftStoreApi } from '../../model/draft-store';

export const DraftStoreContext = createContext<DraftStoreApi | null>(null);

export function useDraftStoreApi(): DraftStoreApi {
  const store = use(DraftStoreContext);
  if (!store) throw new Error('useDraft needs a DraftStoreContext provider.');
  return store;
}

/** Reads a slice of the builder's draft; re-renders only when that slice changes. */
export function useDraft<T>(selector: (state: DraftStore) => T): T {
  return useStore(useDraftStoreApi(), selector);
}

/** Whether undo and redo have anything to do. */
export function useUndoState() {
  const store = useDraftStoreApi();
  const canUndo = useStore(store.temporal, (state) => state.pastStates.length > 0);
  const canRedo = useStore(store.temporal, (state) => state.futureStates.length > 0);
  return {
    canUndo,
    canRedo,
    undo: () => store.temporal.getState().undo(),
    redo: () => store.temporal.getState().redo(),
  };
}
