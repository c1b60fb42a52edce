import { useTranslation } from 'react-i18next';
import type { TriggerType } from '@/api/types';
import { Button, SelectField, cn } from '@/components/ui';
import { TRIGGER_TYPES } from '@/domain/workflows/vocabulary';
import type { DraftAction } from '../../model/builder-types';
import { useDraft } from '../builder/draft-context';
import { reactionLabel, stepLabel, triggerLabel } from '../builder/labels';
import { useStepCommands } from '../builder/use-step-commands';

interface OutlineStepProps {
  action: DraftAction;
  index: number;
  total: number;
  selected: boolean;
  problemCount: number;
  /** Trigger -> the step numbers whose reaction leads to it. */
  reachedBy: ReadonlyMap<string, number[]>;
  setSelected: (uid: string | undefined) => void;
}

/** One step: its trigger (choosing one connects it), what it does, and its commands. */
export function OutlineStep(props: OutlineStepProps) {
  const { action, index } = props;
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const updateAction = useDraft((state) => state.updateAction);
  const moveAction = useDraft((state) => state.moveAction);
  const commands = useStepCommands(action.uid, props.setSelected);
  const label = stepLabel(t, action);
  const number = index + 1;
  const triggerOption = (trigger: TriggerType) => {
    const steps = props.reachedBy.get(trigger);
    return steps
      ? t('outline.triggerAfterSteps', {
          trigger: triggerLabel(t, trigger),
          steps: steps.join(', '),
        })
      : triggerLabel(t, trigger);
  };
  return (
    <li
      className={cn(
        'rounded border p-2',
        props.selected ? 'border-blue-700 bg-blue-50' : 'border-slate-300',
      )}
      aria-current={props.selected ? 'step' : undefined}
    >
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          className="text-start text-sm font-medium text-blue-900 underline-offset-2 hover:underline"
          onClick={() => {
            props.setSelected(action.uid);
            document.getElementById('inspector-heading')?.focus();
          }}
          aria-label={t('outline.edit', { number, label })}
        >
          {t('builder.stepNumbered', { number, label })}
        </button>
        {props.problemCount > 0 ? (
          <span className="text-xs font-medium text-red-800">
            {t('builder.problemCount', { count: props.problemCount })}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-slate-700">{reactionLabel(t, action.reactionType)}</p>
      <SelectField
        label={t('outline.when', { number })}
        value={action.triggerType}
        onChange={(event) =>
          updateAction(action.uid, { triggerType: event.target.value as TriggerType })
        }
      >
        {TRIGGER_TYPES.map((trigger) => (
          <option key={trigger} value={trigger}>
            {triggerOption(trigger)}
          </option>
        ))}
      </SelectField>
      <div className="mt-2 flex flex-wrap gap-1">
        <Button
          size="sm"
          variant="ghost"
          disabled={index === 0}
          onClick={() => moveAction(action.uid, -1)}
          aria-label={t('outline.moveUp', { number })}
        >
          {t('outline.up')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={index === props.total - 1}
          onClick={() => moveAction(action.uid, 1)}
          aria-label={t('outline.moveDown', { number })}
        >
          {t('outline.down')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => commands.copy(action.uid)}
          aria-label={t('outline.copy', { number })}
        >
          {t('toolbar.copy')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => commands.remove(action.uid)}
          aria-label={t('outline.delete', { number })}
        >
          {t('toolbar.delete')}
        </Button>
      </div>
    </li>
  );
}
