import type { TFunction } from '@/lib/i18n';
import type { TriggerType } from '@/api/types';
import { TRIGGER_TYPES } from '@/domain/workflows/vocabulary';
import { REACTION_LEADS_TO } from '@/domain/workflows/causality';
import type { DraftAction } from '../../model/builder-types';
import { triggerLabel } from '../builder/labels';

export interface TriggerChoiceGroup {
  /** "After step 2", or "Other events" for triggers no step of this workflow leads to. */
  label: string;
  triggers: readonly { value: TriggerType; label: string }[];
}

/**
 * The trigger choices grouped by the steps that lead to them. The step numbers sit in the
 * group's label (an optgroup, which screen readers announce with each option) instead of
 * after every option's text, so each option stays a short event name.
 */
export function triggerChoiceGroups(
  t: TFunction,
  actions: readonly Pick<DraftAction, 'reactionType'>[],
): TriggerChoiceGroup[] {
  const reachedBy = new Map<TriggerType, number[]>();
  actions.forEach((action, index) => {
    for (const trigger of REACTION_LEADS_TO[action.reactionType])
      reachedBy.set(trigger, [...(reachedBy.get(trigger) ?? []), index + 1]);
  });
  const groups = new Map<string, { value: TriggerType; label: string }[]>();
  const other: { value: TriggerType; label: string }[] = [];
  for (const trigger of TRIGGER_TYPES) {
    const choice = { value: trigger, label: triggerLabel(t, trigger) };
    const steps = reachedBy.get(trigger);
    if (!steps) {
      other.push(choice);
      continue;
    }
    const key = steps.join(', ');
    groups.set(key, [...(groups.get(key) ?? []), choice]);
  }
  const byFirstStep = [...groups.entries()].sort(
    ([a], [b]) => Number.parseInt(a, 10) - Number.parseInt(b, 10),
  );
  return [
    ...byFirstStep.map(([steps, triggers]) => ({
      label: t('workflows:outline.afterSteps', { steps }),
      triggers,
    })),
    ...(other.length > 0 ? [{ label: t('workflows:outline.otherTriggers'), triggers: other }] : []),
  ];
}

/** The groups as the options of a native select. */
export function TriggerOptionGroups({ groups }: { groups: readonly TriggerChoiceGroup[] }) {
  return groups.map((group) => (
    <optgroup key={group.label} label={group.label}>
      {group.triggers.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </optgroup>
  ));
}
