import { memo } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { TriggerType } from '@/api/types';
import { Button, SelectField, cn } from '@/components/ui';
import { staleFieldsPatch } from '@/domain/workflows/reaction-fields';
import type { DraftAction } from '../../model/builder-types';
import { useDraft } from '../builder/draft-context';
import { reactionLabel, stepLabel } from '../builder/labels';
import { useReadOnly } from '../builder/read-only-context';
import { useStepCommands } from '../builder/use-step-commands';
import { TriggerOptionGroups, type TriggerChoiceGroup } from './trigger-choices';

interface OutlineStepProps {
  action: DraftAction;
  index: number;
  total: number;
  selected: boolean;
  problemCount: number;
  /** Every trigger with its label ("… (after step 2)"), shared by all steps. */
  triggerGroups: readonly TriggerChoiceGroup[];
  setSelected: (uid: string | undefined) => void;
  /** In a virtualized outline: where the row sits, and TanStack Virtual's measuring ref. */
  top?: number | undefined;
  measureRef?: ((element: HTMLElement | null) => void) | undefined;
}

/** One step: its trigger (choosing one connects it), what it does, and its commands. */
/** Memoised: typing into one step re-renders that step only. */
export const OutlineStep = memo(function OutlineStep(props: OutlineStepProps) {
  const { action, index } = props;
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const updateAction = useDraft((state) => state.updateAction);
  const moveAction = useDraft((state) => state.moveAction);
  const commands = useStepCommands(action.uid, props.setSelected);
  const readOnly = useReadOnly();
  const label = stepLabel(t, action);
  const number = index + 1;
  return (
    <li
      ref={props.measureRef}
      data-index={index}
      className={cn(
        'rounded border p-2',
        props.selected ? 'border-blue-700 bg-blue-50' : 'border-slate-300',
        // A virtualized row is placed by its list; a plain one is skipped by layout off screen.
        props.top !== undefined
          ? 'absolute inset-x-0 top-0'
          : '[contain-intrinsic-size:auto_10rem] [content-visibility:auto]',
      )}
      style={props.top !== undefined ? { transform: `translateY(${props.top}px)` } : undefined}
      aria-current={props.selected ? 'step' : undefined}
      {...(props.top !== undefined
        ? { 'aria-setsize': props.total, 'aria-posinset': index + 1 }
        : {})}
    >
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          className="min-h-6 text-start text-sm font-medium text-blue-900 underline-offset-2 hover:underline"
          onClick={() => {
            props.setSelected(action.uid);
            document.getElementById('inspector-heading')?.focus();
          }}
          aria-label={t(readOnly ? 'outline.show' : 'outline.edit', { number, label })}
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
        disabled={readOnly}
        onChange={(event) => {
          const next = { ...action, triggerType: event.target.value as TriggerType };
          // Filters the new trigger cannot use go in the same change (one undo step).
          updateAction(action.uid, { triggerType: next.triggerType, ...staleFieldsPatch(next) });
        }}
      >
        <TriggerOptionGroups groups={props.triggerGroups} />
      </SelectField>
      <div className="mt-2 flex flex-wrap gap-1" hidden={readOnly}>
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
          variant="danger"
          onClick={() => commands.remove(action.uid)}
          aria-label={t('outline.delete', { number })}
        >
          {t('toolbar.delete')}
        </Button>
      </div>
    </li>
  );
});
