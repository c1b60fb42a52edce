/**
 * A save that may never be answered. Writes are not timed out by the client (the service may
 * have done the work, so giving up silently would invite a second send); instead, after
 * {@link STILL_SAVING_AFTER_MS} the person is told it is still saving and may cancel. Cancel
 * aborts the request and then asks the service whether the save landed after all, so the
 * person learns "saved" or "not saved" and is never left to guess and send a duplicate.
 */

/**
 * 8 s: the offline service's slowest simulated latency (800 ms in the reliability bench) and a
 * real server's slow save stay well under it, so a working save never flashes the notice;
 * and it comes before the ~10 s after which people stop waiting and reload (losing the form).
 */
export const STILL_SAVING_AFTER_MS = 8_000;

/** idle: nothing in flight; saving: sent; slow: still no answer after the delay; checking: after a cancel. */
export type SavePhase = 'idle' | 'saving' | 'slow' | 'checking';

/** What the check after a cancel found; null until a cancel has been checked. */
export type SaveOutcome = 'savedAfterAll' | 'notSaved' | 'unknown' | null;

export interface SaveWatchState {
  phase: SavePhase;
  outcome: SaveOutcome;
}

/** One save, as the form describes it. */
export interface WatchedSave<T> {
  /** Sends the request once; the signal aborts it on Cancel. Never called again by the watch. */
  send: (signal: AbortSignal) => Promise<T>;
  /**
   * After a cancel: reads the service and returns what the save stored, or null when it did
   * not store it. Throws when it cannot tell (the service still does not answer).
   */
  check: () => Promise<T | null>;
  /** The service has it: from the answer (afterAll false) or found by the check (true). */
  onSaved: (result: T, afterAll: boolean) => void;
  /** The service answered with an error (not a cancel): the form shows it as usual. */
  onFailed: (error: unknown) => void;
  /** After a cancel, the check found it not stored, or could not tell: the input stays. */
  onNotSaved?: (outcome: 'notSaved' | 'unknown') => void;
}

export interface SaveWatch {
  getState: () => SaveWatchState;
  subscribe: (listener: () => void) => () => void;
  /** Sends a save; ignored while another is in flight or being checked. */
  start: <T>(save: WatchedSave<T>) => void;
  /** Aborts the save in flight and checks whether it landed. */
  cancel: () => void;
  /** Checks again after an `unknown` outcome. */
  recheck: () => void;
  /** Forgets the last outcome (the person changed the input or closed the message). */
  clearOutcome: () => void;
  /** Stops the timer; an answer arriving later still reaches the form's callbacks. */
  dispose: () => void;
}

interface Flight {
  save: WatchedSave<unknown>;
  controller: AbortController;
  cancelled: boolean;
}

export function createSaveWatch(slowAfterMs = STILL_SAVING_AFTER_MS): SaveWatch {
  let state: SaveWatchState = { phase: 'idle', outcome: null };
  const listeners = new Set<() => void>();
  let flight: Flight | null = null;
  let lastCancelled: Flight | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: Partial<SaveWatchState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  async function check(target: Flight): Promise<void> {
    set({ phase: 'checking', outcome: null });
    try {
      const found = await target.save.check();
      if (found === null) {
        set({ phase: 'idle', outcome: 'notSaved' });
        target.save.onNotSaved?.('notSaved');
        return;
      }
      lastCancelled = null;
      set({ phase: 'idle', outcome: 'savedAfterAll' });
      target.save.onSaved(found, true);
    } catch {
      set({ phase: 'idle', outcome: 'unknown' });
      target.save.onNotSaved?.('unknown');
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start<T>(save: WatchedSave<T>) {
      if (state.phase !== 'idle') return;
      const current: Flight = {
        save: save as WatchedSave<unknown>,
        controller: new AbortController(),
        cancelled: false,
      };
      flight = current;
      lastCancelled = null;
      set({ phase: 'saving', outcome: null });
      timer = setTimeout(() => {
        if (flight === current) set({ phase: 'slow' });
      }, slowAfterMs);
      save.send(current.controller.signal).then(
        (result) => {
          // After a cancel the check decides, even if the answer slipped in meanwhile.
          if (current.cancelled) return;
          stopTimer();
          flight = null;
          set({ phase: 'idle' });
          save.onSaved(result, false);
        },
        (error: unknown) => {
          if (current.cancelled) return;
          stopTimer();
          flight = null;
          set({ phase: 'idle' });
          save.onFailed(error);
        },
      );
    },
    cancel() {
      const current = flight;
      if (!current || current.cancelled) return;
      current.cancelled = true;
      stopTimer();
      flight = null;
      lastCancelled = current;
      current.controller.abort();
      void check(current);
    },
    recheck() {
      if (lastCancelled && state.phase === 'idle' && state.outcome === 'unknown')
        void check(lastCancelled);
    },
    clearOutcome() {
      if (state.outcome !== null) set({ outcome: null });
    },
    dispose() {
      stopTimer();
    },
  };
}
