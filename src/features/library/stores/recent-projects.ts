import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** How many recent copy targets are remembered. */
export const RECENT_PROJECTS_MAX = 8;

/**
 * Projects this person copied library assets into, newest first, so the picker offers them
 * at the top. A preference of this browser (localStorage; project UIDs only, nothing secret).
 */
interface RecentProjectsState {
  projectUIDs: string[];
  remember: (projectUID: string) => void;
}

export const useRecentProjects = create<RecentProjectsState>()(
  persist(
    (set) => ({
      projectUIDs: [],
      remember: (projectUID) =>
        set((state) => ({
          projectUIDs: [projectUID, ...state.projectUIDs.filter((uid) => uid !== projectUID)].slice(
            0,
            RECENT_PROJECTS_MAX,
          ),
        })),
    }),
    {
      name: 'proofdesk.library.recent-projects',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ projectUIDs: state.projectUIDs }),
    },
  ),
);
