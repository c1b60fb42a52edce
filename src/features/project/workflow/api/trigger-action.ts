import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { WorkflowRun } from '@/api/types';
import { projectKeys } from '@/entities/project/keys';
import { runsAddedByTrigger } from '../model/run-timeline';
import { workflowRunsQueryOptions } from './get-workflow-runs';

/**
 * What a manual trigger did: the runs it added to the log, or null when the log could not
 * be read afterwards (the action was still triggered).
 */
export type TriggerResult = WorkflowRun[] | null;

/**
 * POST /api/v1/workflow/trigger (x-extension) for one ManualTrigger action, then reads the
 * run log to say what the action did. The service answers once the action has run.
 */
export function useTriggerWorkflowAction(projectUID: string) {
  const queryClient = useQueryClient();
  const runsOptions = workflowRunsQueryOptions(projectUID);
  // Always asks the service: the cached log is what the trigger is compared against.
  const readRuns = () =>
    queryClient.query({
      queryKey: runsOptions.queryKey,
      queryFn: runsOptions.queryFn,
      staleTime: 0,
    });
  return useMutation({
    mutationFn: async (actionUid: string): Promise<TriggerResult> => {
      let before: WorkflowRun[] | undefined = queryClient.getQueryData(runsOptions.queryKey);
      before ??= await readRuns().catch(() => undefined);
      await api.post('/api/v1/workflow/trigger', { body: { projectUID, actionUid } });
      if (!before) return null;
      const known = new Set(before.map((run) => run.runUID));
      try {
        return runsAddedByTrigger(known, await readRuns(), actionUid);
      } catch {
        return null;
      }
    },
    // The action may have made tasks, moved the project on the board or completed it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    meta: { handlesError: true },
  });
}
