import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { WorkflowRun } from '@/api/types';
import { InfoTip, Spinner } from '@/components/ui';
import { projectKeys } from '@/entities/project/keys';
import { useWorkflowRuns } from '../api/get-workflow-runs';
import { isMissingExtension } from '../model/extension-support';
import { hasNewRuns } from '../model/run-timeline';
import { RunTimeline } from './run-timeline';
import { QueryErrorAlert } from '@/components/query-error-alert';

/**
 * Re-reads the project when the log grows (a reaction may have made tasks, moved the
 * project or completed it) and returns how many runs just arrived, for the live region.
 */
function useNewRunEffects(projectUID: string, runs: WorkflowRun[] | undefined): number {
  const queryClient = useQueryClient();
  const previous = useRef<WorkflowRun[] | undefined>(undefined);
  const [arrived, setArrived] = useState(0);
  useEffect(() => {
    if (!runs) return;
    if (hasNewRuns(previous.current, runs)) {
      const known = new Set(previous.current?.map((run) => run.runUID));
      setArrived(runs.filter((run) => !known.has(run.runUID)).length);
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectUID) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    }
    previous.current = runs;
  }, [projectUID, runs, queryClient]);
  return arrived;
}

/** The project's run log with its loading, failure and "service has none" states. */
export function RunLog({
  projectUID,
  headingId,
  nameOf,
}: {
  projectUID: string;
  headingId: string;
  nameOf: (run: WorkflowRun) => string;
}) {
  const { t } = useTranslation('project-workflow');
  const query = useWorkflowRuns(projectUID);
  const arrived = useNewRunEffects(projectUID, query.data);

  let body;
  if (query.isPending) body = <Spinner label={t('log.loading')} />;
  else if (query.isError && isMissingExtension(query.error))
    body = <p className="text-sm text-slate-700">{t('log.unsupported')}</p>;
  else if (query.isError) body = <QueryErrorAlert query={query} title={t('log.failed')} />;
  else body = <RunTimeline runs={query.data} nameOf={nameOf} />;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex items-center gap-1">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {t('log.title')}
        </h3>
        <InfoTip label={t('common:about', { title: t('log.title') })}>{t('log.intro')}</InfoTip>
      </div>
      <p role="status" className="sr-only">
        {arrived > 0 ? t('log.arrived', { count: arrived }) : ''}
      </p>
      {body}
    </section>
  );
}
