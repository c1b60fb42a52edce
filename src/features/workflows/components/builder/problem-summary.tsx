import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui';
import type { DraftProblems } from '../../model/draft-problems';
import { useDraft } from './draft-context';
import { stepLabel } from './labels';
import { problemText } from './problem-text';

/** Why the workflow cannot be saved yet: each problem with a link to its step. */
export function ProblemSummary(props: {
  problems: DraftProblems;
  onSelect: (uid: string) => void;
}) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const actions = useDraft((state) => state.actions);
  const roles = useDraft((state) => state.roles);
  return (
    <Alert tone="error" title={t('builder.cannotSave', { count: props.problems.count })}>
      <ul className="list-disc space-y-1 ps-5">
        {actions.flatMap((action, index) =>
          (props.problems.actions.get(action.uid) ?? []).map((found) => (
            <li key={`${action.uid}:${found.field}:${found.code}`}>
              <button
                type="button"
                className="text-start underline"
                onClick={() => props.onSelect(action.uid)}
              >
                {t('builder.stepNumbered', { number: index + 1, label: stepLabel(t, action) })}
              </button>
              {': '}
              {problemText(t, found)}
            </li>
          )),
        )}
        {[...props.problems.roles].flatMap(([index, found]) =>
          found.map((entry) => (
            <li key={`role:${index}:${entry.code}`}>
              {t('builder.roleNumbered', { number: index + 1, name: roles[index]?.name ?? '' })}
              {': '}
              {problemText(t, entry)}
            </li>
          )),
        )}
      </ul>
    </Alert>
  );
}
