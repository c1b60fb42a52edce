import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Work-in-progress limits per Kanban column, a personal preference kept in this browser
 * (localStorage: nothing secret). Invariant: every stored limit is an integer 1..{@link MAX_WIP_LIMIT}.
 */
interface WipLimitsState {
  limits: Record<string, number>;
  setLimit: (columnUID: string, limit: number | null) => void;
}

export const MAX_WIP_LIMIT = 999;

export const useWipLimits = create<WipLimitsState>()(
  persist(
    (set) => ({
      limits: {},
      setLimit: (columnUID, limit) =>
        set((state) => {
          const { [columnUID]: _previous, ...others } = state.limits;
          return { limits: limit === null ? others : { ...others, [columnUID]: limit } };
        }),
    }),
    {
      name: 'proofdesk.dashboard.wip-limits',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ limits: state.limits }),
    },
  ),
);
