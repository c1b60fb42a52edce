import { useId } from 'react';
import type { ReactNode } from 'react';

interface SettingsFieldsetProps {
  legend: string;
  hint: string;
  /** A problem with the group as a whole (the service names the composed string, not a field). */
  error: string | undefined;
  children: ReactNode;
}

export function SettingsFieldset({ legend, hint, error, children }: SettingsFieldsetProps) {
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-lg border border-slate-300 bg-white p-4"
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="px-1 text-base font-semibold text-slate-900">{legend}</legend>
      <p id={hintId} className="text-sm text-slate-700">
        {hint}
      </p>
      {children}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
