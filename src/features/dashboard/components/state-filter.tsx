import { useTranslation } from '@/lib/i18n';
import type { ProjectState } from '@/api/types';
import { focusRing } from '@/components/ui';
import { useEchoedValue } from '../hooks/use-echoed-value';
import { PROJECT_STATES } from '../model/filters';

const sameStates = (a: readonly ProjectState[], b: readonly ProjectState[]) =>
  a.join() === b.join();

export interface StateFilterProps {
  value: readonly ProjectState[];
  onChange: (states: ProjectState[]) => void;
}

/** One checkbox per project state; Archived and In transit are off unless asked for, as the service does. */
export function StateFilter({ value, onChange }: StateFilterProps) {
  const { t } = useTranslation('dashboard');
  const [shown, setShown] = useEchoedValue(value, sameStates);
  const chosen = new Set(shown);
  const choose = (states: ProjectState[]) => {
    setShown(states);
    onChange(states);
  };
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-slate-900">{t('filters.states')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {PROJECT_STATES.map((state) => (
          <label key={state} className="inline-flex items-center gap-1.5 text-sm text-slate-900">
            <input
              type="checkbox"
              className={`size-4 accent-blue-700 ${focusRing}`}
              checked={chosen.has(state)}
              onChange={(event) =>
                choose(
                  event.target.checked
                    ? PROJECT_STATES.filter((s) => s === state || chosen.has(s))
                    : shown.filter((s) => s !== state),
                )
              }
            />
            {t(`state.${state}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
