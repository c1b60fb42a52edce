/**
 * Undo history of the editor's client-side document: the draft annotation. Each entry holds
 * the state before and after one undoable step, so undo and redo are plain swaps and never
 * replay logic. Server changes (saved annotations) never enter it.
 */
export interface History<T> {
  past: readonly HistoryEntry<T>[];
  future: readonly HistoryEntry<T>[];
}

export interface HistoryEntry<T> {
  before: T;
  after: T;
}

export const HISTORY_LIMIT = 100;

export function emptyHistory<T>(): History<T> {
  return { past: [], future: [] };
}

/** Records a step; a new step clears what could be redone. Oldest steps fall off past the limit. */
export function record<T>(
  history: History<T>,
  entry: HistoryEntry<T>,
  limit = HISTORY_LIMIT,
): History<T> {
  const past = [...history.past, entry];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, future: [] };
}

/** The state to restore and the history after undoing; null when there is nothing to undo. */
export function undo<T>(history: History<T>): { state: T; history: History<T> } | null {
  const entry = history.past.at(-1);
  if (!entry) return null;
  return {
    state: entry.before,
    history: { past: history.past.slice(0, -1), future: [entry, ...history.future] },
  };
}

export function redo<T>(history: History<T>): { state: T; history: History<T> } | null {
  const entry = history.future[0];
  if (!entry) return null;
  return {
    state: entry.after,
    history: { past: [...history.past, entry], future: history.future.slice(1) },
  };
}
