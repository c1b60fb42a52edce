import { memo, useState } from 'react';
import type { SyntheticEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ReactionType, TriggerType } from '@/api/types';
import { Button, SelectField } from '@/components/ui';
import { REACTION_TYPES } from '@/domain/workflows/vocabulary';
import { reactionLabel } from '../builder/labels';
import { useStepCommands } from '../builder/use-step-commands';
import { TriggerOptionGroups, type TriggerChoiceGroup } from './trigger-choices';

/**
 * Adds a step: when (trigger) and what (reaction); the inspector then asks for the rest.
 * Memoised: its long lists of choices need not follow every keystroke in the outline.
 */
export const AddStepForm = memo(function AddStepForm(props: {
  selected: string | undefined;
  setSelected: (uid: string | undefined) => void;
  triggerGroups: readonly TriggerChoiceGroup[];
}) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const [trigger, setTrigger] = useState<TriggerType>('ProjectCreated');
  const [reaction, setReaction] = useState<ReactionType>('CreateInternalReviewTask');
  const commands = useStepCommands(props.selected, props.setSelected);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    commands.add({ triggerType: trigger, reactionType: reaction });
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-2 border-t border-slate-200 pt-3"
      aria-labelledby="add-step-heading"
    >
      <h3 id="add-step-heading" className="text-sm font-semibold">
        {t('outline.addHeading')}
      </h3>
      <SelectField
        label={t('outline.newWhen')}
        value={trigger}
        onChange={(e) => setTrigger(e.target.value as TriggerType)}
      >
        <TriggerOptionGroups groups={props.triggerGroups} />
      </SelectField>
      <SelectField
        label={t('outline.newThen')}
        value={reaction}
        onChange={(e) => setReaction(e.target.value as ReactionType)}
      >
        {REACTION_TYPES.map((type) => (
          <option key={type} value={type}>
            {reactionLabel(t, type)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" size="sm">
        {t('outline.add')}
      </Button>
    </form>
  );
});
