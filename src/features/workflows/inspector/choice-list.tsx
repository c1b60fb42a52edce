import { useId } from 'react';
import { focusRing } from '@/components/ui';

export interface Choice {
  value: string;
  label: string;
  /** Secondary text after the label (an e-mail address, a uid). */
  detail?: string;
}

interface ChoiceListProps {
  legend: string;
  hint?: string | undefined;
  choices: readonly Choice[];
  selected: readonly string[];
  /** The new selection, in the order of `choices`. */
  onChange: (selected: string[]) => void;
  error?: string | undefined;
  /** Shown instead of the list when there is nothing to choose. */
  emptyText?: string;
}

/**
 * A group of checkboxes for choosing several values (users, roles, webhook fields): every
 * choice is one Tab stop and Space toggles it, so it needs no custom keyboard handling.
 */
export function ChoiceList(props: ChoiceListProps) {
  const { legend, hint, choices, selected, error } = props;
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const toggle = (value: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(value);
    else next.delete(value);
    // Values no longer offered (a deleted user) stay until the admin removes them on purpose.
    const known = choices.map((choice) => choice.value).filter((v) => next.has(v));
    const unknown = selected.filter((v) => next.has(v) && !known.includes(v));
    props.onChange([...known, ...unknown]);
  };
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {choices.length === 0 && props.emptyText ? (
        <p className="text-sm text-slate-700">{props.emptyText}</p>
      ) : (
        <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto">
          {choices.map((choice) => (
            <li key={choice.value}>
              <label className="flex items-baseline gap-2 text-sm text-slate-900">
                <input
                  type="checkbox"
                  className={focusRing}
                  checked={selected.includes(choice.value)}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => toggle(choice.value, event.target.checked)}
                />
                <span>{choice.label}</span>
                {choice.detail && <span className="text-xs text-slate-700">{choice.detail}</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
