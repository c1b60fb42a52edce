import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { InfoTip } from '@/components/ui';
import type { Workflow, WorkflowActionInput, WorkflowRole } from '@/api/types';
import { simulatedActionUid, type SimulationResult } from '@/domain/workflows/simulate';
import { useClientDirectory } from '@/entities/users/queries';
import { SimulationNext } from './simulation-next';
import { SimulationStart } from './simulation-start';
import { simulationText, type SimulationTexts } from './simulation-text';
import { SimulationTimeline } from './simulation-timeline';
import { findClient, simulationWorld } from './simulation-world';
import { useSimulation } from './use-simulation';

export interface SimulationPanelProps {
  actions: WorkflowActionInput[];
  roles: WorkflowRole[];
  /** Undefined for a workflow not saved yet. */
  workflowUID?: string;
  workflowName: string;
  /** The client's other workflows (targets of SwitchToWorkflow). */
  otherWorkflows: Workflow[];
  /** Selects the step in the builder. */
  onSelectAction?: (uid: string) => void;
  /** Hears which of the draft's steps the dry run has run (action uids), for the picture. */
  onRanSteps?: (uids: ReadonlySet<string>) => void;
}

/**
 * The dry run of a workflow draft: choose how the project starts and how each task ends,
 * and read, step by step, what the workflow would do (the rules of the offline engine,
 * src/domain/workflows/simulate.ts). Nothing is saved, created or sent.
 */
export function SimulationPanel(props: SimulationPanelProps) {
  const { t, i18n } = useTranslation('workflow-simulation');
  const headingId = useId();
  const directory = useClientDirectory();
  const { actions, otherWorkflows } = props;
  const world = useMemo(
    () => simulationWorld(findClient(directory.data, actions, otherWorkflows), actions),
    [directory.data, actions, otherWorkflows],
  );
  const simulation = useSimulation(
    {
      actions,
      roles: props.roles,
      workflowUID: props.workflowUID,
      workflowName: props.workflowName,
      otherWorkflows,
    },
    world.project,
  );
  const texts = simulationText(t, world, actions, props.roles, i18n.language);
  const manualUids = actions.flatMap((action, index) =>
    action.triggerType === 'ManualTrigger' ? [simulatedActionUid(action.uid, index)] : [],
  );
  const ran = new Set(
    simulation.result.steps.filter((step) => step.inDraft).map((step) => step.actionUid),
  );
  const ranKey = [...ran].join('\n');
  const { onRanSteps } = props;
  useEffect(() => {
    onRanSteps?.(new Set(ranKey === '' ? [] : ranKey.split('\n')));
  }, [ranKey, onRanSteps]);
  // Leaving the dry run takes its marks off the picture.
  useEffect(() => () => onRanSteps?.(new Set()), [onRanSteps]);
  const notRun = actions
    .map((action, index) => simulatedActionUid(action.uid, index))
    .filter((uid) => !ran.has(uid));
  const timeline = useRef<HTMLDivElement>(null);
  const choices = simulation.events.length;
  const lastChoices = useRef(choices);
  // A choice removes the button that made it (taking the last one back disables the undo
  // button): focus goes to the steps, so it is never lost.
  useEffect(() => {
    const active = document.activeElement;
    const lost =
      active === null ||
      active === document.body ||
      (active instanceof HTMLButtonElement && active.disabled);
    if (choices > lastChoices.current || (choices < lastChoices.current && lost))
      timeline.current?.focus();
    lastChoices.current = choices;
  }, [choices]);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex items-center gap-1">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {t('title')}
        </h2>
        <InfoTip label={t('common:about', { title: t('title') })}>{t('intro')}</InfoTip>
      </div>
      <SimulationStart simulation={simulation} texts={texts} manualUids={manualUids} />
      <div ref={timeline} tabIndex={-1} className="space-y-2 outline-none">
        <h3 className="text-sm font-semibold text-slate-900">{t('stepsHeading')}</h3>
        <SimulationTimeline
          simulation={simulation}
          texts={texts}
          onSelectAction={props.onSelectAction}
        />
      </div>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">{t('next.heading')}</h3>
        <p role="status" className="text-sm text-slate-900">
          {endText(t, simulation.result, texts)}
        </p>
        {notRun.length > 0 && (
          <p className="text-sm text-slate-700">
            {t('end.notRun', { steps: notRun.map(texts.actionName).join(', ') })}
          </p>
        )}
        <SimulationNext simulation={simulation} texts={texts} people={world.people} />
      </div>
    </section>
  );
}

function endText(
  t: (key: string, options?: Record<string, unknown>) => string,
  result: SimulationResult,
  texts: SimulationTexts,
): string {
  const { end, workflow } = result;
  const switched = workflow.isDraft
    ? ''
    : ` ${t('end.switched', { name: workflow.name ?? workflow.workflowUID ?? '' })}`;
  if (end.kind === 'loopGuard') {
    const step = result.steps[end.stepIndex];
    return t('end.loopGuard', { step: step ? texts.stepName(step) : '' }) + switched;
  }
  return t(`end.${end.kind}`) + switched;
}
