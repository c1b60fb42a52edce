import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { REACTION_LEADS_TO } from '@/domain/workflows/causality';
import type { DraftProblems } from '../../model/draft-problems';
import { useReadOnly } from '../builder/read-only-context';
import { useDraft } from '../builder/draft-context';
import { AddStepForm } from './add-step-form';
import { StepList } from './step-list';
import { triggerChoiceGroups } from './trigger-choices';

interface StepOutlineProps {
  selected: string | undefined;
  setSelected: (uid: string | undefined) => void;
  problems: DraftProblems;
  className?: string | undefined;
}

/**
 * The workflow as an ordered list: everything the canvas does (add, edit, reorder, delete,
 * connect by choosing a trigger) by keyboard and screen reader. Order matters: steps with the
 * same trigger run in this order.
 */
export function StepOutline(props: StepOutlineProps) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const actions = useDraft((state) => state.actions);
  const readOnly = useReadOnly();
  // One list of trigger choices for every step, rebuilt only when what leads where changes.
  const reachedText = actions
    .map((action) => REACTION_LEADS_TO[action.reactionType].join('+'))
    .join('|');
  const triggerGroups = useMemo(
    () => triggerChoiceGroups(t, actions),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by what each step leads to
    [reachedText, t],
  );
  return (
    <section
      aria-labelledby="outline-heading"
      className={`flex min-h-0 flex-col gap-3 overflow-y-auto rounded-lg border border-slate-300 bg-white p-3 ${props.className ?? ''}`}
    >
      <h2 id="outline-heading" className="text-base font-semibold">
        {t('outline.heading', { count: actions.length })}
      </h2>
      {actions.length === 0 ? (
        <p className="text-sm text-slate-700">{t('outline.empty')}</p>
      ) : (
        <StepList
          actions={actions}
          selected={props.selected}
          setSelected={props.setSelected}
          problems={props.problems}
          triggerGroups={triggerGroups}
        />
      )}
      {readOnly ? null : (
        <AddStepForm
          selected={props.selected}
          setSelected={props.setSelected}
          triggerGroups={triggerGroups}
        />
      )}
    </section>
  );
}
