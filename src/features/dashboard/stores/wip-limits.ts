import { create } from 'zustand';

/**
 * Work-in-progress limits per Kanban column, a personal preference kept in this browser
 * (localStorage: nothing secret). Invariant: every stored limit is an integer 1..{@link MAX_WIP_LIMIT}.
 */
interface WipLimitsState {
  limits: Record<string, number>;
  setLimit: (columnUID: string, limit: number | null) => void;
}

export const MAX_WIP_LIMIT = 999;

/** Storage key and layout as zustand's persist middleware wrote them, so saved limits carry over. */
export const WIP_LIMITS_KEY = 'proofdesk.dashboard.wip-limits';
const VERSION = 1;

const isLimit = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_WIP_LIMIT;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be refused outright (privacy settings); limits then last for the tab.
    return null;
  }
}

/** Reads the saved limits, dropping anything that breaks the invariant (hand-edited, older). */
export function readWipLimits(): Record<string, number> {
  try {
    const raw = storage()?.getItem(WIP_LIMITS_KEY);
    if (!raw) return {};
    const saved = (JSON.parse(raw) as { state?: { limits?: unknown } } | null)?.state?.limits;
    if (typeof saved !== 'object' || saved === null) return {};
    return Object.fromEntries(Object.entries(saved).filter(([, limit]) => isLimit(limit)));
  } catch {
    return {};
  }
}

function writeWipLimits(limits: Record<string, number>): void {
  try {
    storage()?.setItem(WIP_LIMITS_KEY, JSON.stringify({ state: { limits }, version: VERSION }));
  } catch {
    // A full or refused storage keeps the limits for this tab only.
  }
}

// Hand-written rather than zustand's persist middleware: this one store is all the dashboard
// persists, and the middleware weighed more than the board's first load could spare.
export const useWipLimits = create<WipLimitsState>()((set) => ({
  limits: readWipLimits(),
  setLimit: (columnUID, limit) =>
    set((state) => {
      const { [columnUID]: _previous, ...others } = state.limits;
      return { limits: limit === null ? others : { ...others, [columnUID]: limit } };
    }),
}));

useWipLimits.subscribe((state, previous) => {
  if (state.limits !== previous.limits) writeWipLimits(state.limits);
});
