import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { projectKeys } from '@/entities/project/keys';

/** Quiet time before refreshing, and the longest a busy queue may delay a refresh. */
const QUIET_MS = 800;
const MAX_WAIT_MS = 3_000;

const timers = new Map<string, { timer: ReturnType<typeof setTimeout>; first: number }>();

/**
 * Refreshes a project's record and the project lists once uploads pause for a moment: a bulk
 * upload of 50 files refreshes a few times, not 50, so the service keeps serving the uploads.
 */
export function scheduleProjectRefresh(queryClient: QueryClient, projectUID: string): void {
  const now = Date.now();
  const pending = timers.get(projectUID);
  if (pending) clearTimeout(pending.timer);
  const first = pending?.first ?? now;
  const wait = Math.max(0, Math.min(QUIET_MS, first + MAX_WAIT_MS - now));
  const timer = setTimeout(() => {
    timers.delete(projectUID);
    void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectUID) });
    void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
  }, wait);
  timers.set(projectUID, { timer, first });
}

export function useProjectRefresh(): (projectUID: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (projectUID) => scheduleProjectRefresh(queryClient, projectUID),
    [queryClient],
  );
}
