import { useTranslation } from '@/lib/i18n';
import { Badge, Button, type BadgeTone } from '@/components/ui';
import { LOOP_GUARD } from '@/domain/workflows/loop-guard';
import type { SimulationOutcome, SimulationStep } from '@/domain/workflows/simulate';
import { tasksOf, type SimulationTexts } from './simulation-text';
import type { Simulation } from './use-simulation';

const TONES: Record<SimulationOutcome, BadgeTone> = {
  Done: 'success',
  Skipped: 'neutral',
  Waiting: 'warning',
  Failed: 'error',
  Stopped: 'error',
};

interface Props {
  simulation: Simulation;
  texts: SimulationTexts;
  onSelectAction?: ((uid: string) => void) | undefined;
}

/**
 * The dry run as one ordered list: each outside event (the start, a choice) followed by
 * the action runs it causes, with what each run makes.
 */
export function SimulationTimeline({ simulation, texts, onSelectAction }: Props) {
  const { t } = useTranslation('workflow-simulation');
  const { result, events, start } = simulation;
  const tasks = tasksOf(result.steps);
  const ignored = new Set(result.ignoredEvents);
  const startText =
    start.kind === 'projectCreated'
      ? t('event.start')
      : t('event.manual', { name: texts.actionName(start.actionUid) });
  const groups = [
    { index: -1, text: startText },
    ...events.map((event, index) => ({ index, text: texts.event(event, tasks) })),
  ];
  return (
    <ol aria-label={t('stepsLabel')} className="space-y-2">
      {groups.map((group) => {
        const steps = result.steps.filter((step) => step.eventIndex === group.index);
        return (
          <li key={group.index} className="space-y-1">
            <p className="text-sm font-semibold text-slate-900">{group.text}</p>
            {ignored.has(group.index) ? (
              <p className="text-sm text-slate-700">{t('event.ignored')}</p>
            ) : steps.length === 0 ? (
              <p className="text-sm text-slate-700">{t('noSteps')}</p>
            ) : (
              <ol className="ms-4 space-y-1">
                {steps.map((step) => (
                  <StepItem
                    key={step.index}
                    step={step}
                    texts={texts}
                    onSelectAction={onSelectAction}
                  />
                ))}
              </ol>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function StepItem({
  step,
  texts,
  onSelectAction,
}: {
  step: SimulationStep;
  texts: SimulationTexts;
  onSelectAction?: ((uid: string) => void) | undefined;
}) {
  const { t } = useTranslation(['workflow-simulation', 'workflows']);
  const name = texts.stepName(step);
  const reason =
    step.reason === null
      ? null
      : t(`reason.${step.reason}`, {
          depth: step.depth,
          max: step.reason === 'loopTooDeep' ? LOOP_GUARD.maxDepth : LOOP_GUARD.maxRunsPerChain,
        });
  return (
    <li className="rounded-md border border-slate-300 bg-white p-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-slate-700">
          {t('step.when', { trigger: t(`workflows:trigger.${step.triggerType}`) })}
        </span>
        <span className="font-medium text-slate-900">{name}</span>
        <Badge tone={TONES[step.outcome]}>{t(`outcome.${step.outcome}`)}</Badge>
        {!step.inDraft && (
          <span className="text-slate-700">
            {t('step.inWorkflow', { name: step.workflowName ?? step.workflowUID ?? '' })}
          </span>
        )}
      </div>
      {reason !== null && <p className="mt-1 text-slate-800">{reason}</p>}
      {step.effects.length > 0 && (
        <ul className="mt-1 list-disc ps-5 text-slate-800">
          {step.effects.map((effect, index) => (
            <li key={index}>{texts.effect(effect)}</li>
          ))}
        </ul>
      )}
      {step.dependsOnReceiver && <p className="mt-1 text-slate-700">{t('step.receiver')}</p>}
      {step.inDraft && !step.actionUid.startsWith('#') && onSelectAction && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-1"
          onClick={() => onSelectAction(step.actionUid)}
        >
          {t('step.show', { name })}
        </Button>
      )}
    </li>
  );
}
