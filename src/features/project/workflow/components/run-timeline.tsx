import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { WorkflowRun } from '@/api/types';
import { Button, cn } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { groupRunsIntoChains, OUTCOMES_BY_CONCERN, type RunChain } from '../model/run-timeline';
import { OutcomeBadge } from './outcome-badge';

/** Chains shown at first and added per "Show older". */
const PAGE = 8;

const stepTime = (iso: string) => formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'medium' });

function Step({ run, nameOf }: { run: WorkflowRun; nameOf: (run: WorkflowRun) => string }) {
  const { t } = useTranslation('project-workflow');
  return (
    <li
      className={cn(
        'flex flex-col gap-1 border-s-2 border-slate-300 ps-3',
        // A reaction's own events start deeper steps; indent up to three levels.
        run.depth === 1 && 'ms-4',
        run.depth === 2 && 'ms-8',
        run.depth >= 3 && 'ms-12',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <OutcomeBadge outcome={run.outcome} />
        <span className="font-medium text-slate-900">{nameOf(run)}</span>
      </div>
      <p className="text-slate-800">{run.message}</p>
      <p className="text-xs text-slate-700">
        {t('log.stepMeta', {
          reaction: t(`reaction.${run.reactionType}`),
          trigger: t(`trigger.${run.triggerType}`),
        })}{' '}
        <time dateTime={run.time}>{stepTime(run.time)}</time>
      </p>
    </li>
  );
}

function Chain({ chain, nameOf }: { chain: RunChain; nameOf: (run: WorkflowRun) => string }) {
  const { t } = useTranslation('project-workflow');
  const headingId = useId();
  const counts = OUTCOMES_BY_CONCERN.filter((outcome) => chain.counts[outcome] > 0).map((outcome) =>
    t('log.outcomeCount', {
      count: chain.counts[outcome],
      outcome: t(`outcome.${outcome}`),
    }),
  );
  return (
    <li>
      <article aria-labelledby={headingId} className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h4 id={headingId} className="font-semibold text-slate-900">
            {t(`trigger.${chain.trigger}`)}
          </h4>
          <time dateTime={chain.startedAt} className="text-sm text-slate-700">
            {formatDateTime(chain.startedAt)}
          </time>
          <span className="text-sm text-slate-700">
            {t('steps', { count: chain.steps.length })}: {counts.join(', ')}
          </span>
        </div>
        <ol className="flex flex-col gap-3 text-sm">
          {chain.steps.map((run) => (
            <Step key={run.runUID} run={run} nameOf={nameOf} />
          ))}
        </ol>
      </article>
    </li>
  );
}

/**
 * The run log as a timeline: one entry per outside event (newest first), and under it the
 * steps that event ran, in the order they ran, with outcome, message and time.
 */
export function RunTimeline({
  runs,
  nameOf,
}: {
  runs: readonly WorkflowRun[];
  nameOf: (run: WorkflowRun) => string;
}) {
  const { t } = useTranslation('project-workflow');
  const [shown, setShown] = useState(PAGE);
  const chains = groupRunsIntoChains(runs);
  if (chains.length === 0) return <p className="text-sm text-slate-700">{t('log.empty')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label={t('log.listLabel')} className="flex flex-col gap-5">
        {chains.slice(0, shown).map((chain) => (
          <Chain key={chain.chainId} chain={chain} nameOf={nameOf} />
        ))}
      </ol>
      {chains.length > shown && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setShown((n) => n + PAGE)}>
            {t('log.showOlder', { count: Math.min(PAGE, chains.length - shown) })}
          </Button>
        </div>
      )}
    </div>
  );
}
