import { create } from 'zustand';

/**
 * Where keyboard focus should go once a moved card shows up in its new column: a card that
 * moves between columns is unmounted and mounted again, so its button loses focus on the way.
 * Invariant: `projectUID` and `columnUID` are both set or both null.
 */
interface FocusIntentState {
  projectUID: string | null;
  columnUID: string | null;
  target: 'handle' | 'menu';
  request: (intent: { projectUID: string; columnUID: string; target: 'handle' | 'menu' }) => void;
  clear: () => void;
}

export const useFocusIntent = create<FocusIntentState>()((set) => ({
  projectUID: null,
  columnUID: null,
  target: 'menu',
  request: (intent) => set(intent),
  clear: () => set({ projectUID: null, columnUID: null }),
}));
