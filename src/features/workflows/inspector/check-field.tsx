import { useId } from 'react';
import { cn, focusRing } from '@/components/ui';

interface CheckFieldProps {
  label: string;
  hint?: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

/** One labelled checkbox with its hint and error tied to it. */
export function CheckField({ label, hint, checked, onChange, error }: CheckFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          // 24 px on phones and tablets: the smallest target WCAG 2.2 allows (2.5.8); its label
          // is apart. A desktop keeps the browser's own box, where a mouse points.
          className={cn('max-lg:size-6', focusRing)}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
