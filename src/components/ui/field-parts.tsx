import { useId } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

/** Props every labelled form control shares. */
export interface FieldBaseProps {
  /** Visible label; also the control's accessible name. */
  label: string;
  /** Validation message; when present the control is aria-invalid and points at it. */
  error?: string | undefined;
  /** Help text shown under the label and linked through aria-describedby. */
  hint?: string | undefined;
}

/** Ids that tie a control to its label, hint and error. */
export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

export function useFieldIds(
  id: string | undefined,
  hint: string | undefined,
  error: string | undefined,
  extraDescribedBy?: string,
): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export const controlClass = (invalid: boolean, className?: string) =>
  cn(
    'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900',
    'disabled:cursor-not-allowed disabled:bg-slate-100',
    focusRing,
    invalid ? 'border-red-700' : 'border-slate-500',
    className,
  );

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-900">
      {children}
    </label>
  );
}

export function FieldHint({
  id,
  children,
}: {
  id: string | undefined;
  children: string | undefined;
}) {
  if (!id || !children) return null;
  return (
    <p id={id} className="text-sm text-slate-700">
      {children}
    </p>
  );
}

export function FieldError({
  id,
  children,
}: {
  id: string | undefined;
  children: string | undefined;
}) {
  if (!id || !children) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {children}
    </p>
  );
}
