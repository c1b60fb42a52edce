import { useId } from 'react';
import { cn } from '@/components/ui';

interface SegmentedChoiceProps<T extends string> {
  /** The group's visible name (its fieldset legend). */
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** The text of one option. */
  label: (option: T) => string;
  className?: string;
}

/**
 * One-of-a-few choice drawn as joined buttons: native radios (arrow keys move the choice,
 * screen readers hear a radio group), visually hidden inside their labels, which are the targets.
 */
export function SegmentedChoice<T extends string>(props: SegmentedChoiceProps<T>) {
  const { legend, options, value, onChange, label, className } = props;
  const name = useId();
  return (
    <fieldset className={cn('flex flex-col gap-1', className)}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="flex self-start overflow-hidden rounded-md border border-slate-500">
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              'cursor-pointer px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700',
              value === option
                ? 'bg-blue-700 text-white'
                : 'bg-white text-slate-900 hover:bg-slate-100',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
