import { useId } from 'react';
import type { ReactNode } from 'react';
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

/** A count under a control ("3/50", "2 of 1-20 owners"); `over` shows it in red. */
export interface FieldCount {
  text: string;
  over?: boolean;
}

/** What FieldFrame hands its control: the ids and states that tie it to the texts around it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

export interface FieldFrameProps extends FieldBaseProps {
  /** The control's id; generated when not given. */
  id?: string | undefined;
  /** Extra classes for the control. */
  className?: string | undefined;
  count?: FieldCount | undefined;
  /** Announce the error as it changes (for fields checked while the person types). */
  liveError?: boolean;
  /** Renders the control (and anything that belongs between the hint and it). */
  children: (control: FieldControlProps) => ReactNode;
}

export const controlClass = (invalid: boolean, className?: string) =>
  cn(
    'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900',
    'disabled:cursor-not-allowed disabled:bg-slate-100',
    focusRing,
    invalid ? 'border-red-700' : 'border-slate-500',
    className,
  );

/** Label, hint, the control, then its error and count: one layout and wiring for every field. */
export function FieldFrame(props: FieldFrameProps) {
  const { label, hint, error, count } = props;
  const generated = useId();
  const controlId = props.id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const countId = count ? `${controlId}-count` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      {hintId && (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {props.children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId, countId].filter(Boolean).join(' ') || undefined,
        className: controlClass(Boolean(error), props.className),
      })}
      <FieldFooter
        error={error}
        errorId={errorId}
        count={count}
        countId={countId}
        liveError={props.liveError}
      />
    </div>
  );
}

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-900">
      {children}
    </label>
  );
}

/** The error at the start edge and the count at the end edge, under a field. */
export function FieldFooter({
  error,
  errorId,
  count,
  countId,
  liveError = false,
}: {
  error: string | undefined;
  errorId: string | undefined;
  count?: FieldCount | undefined;
  countId?: string | undefined;
  liveError?: boolean | undefined;
}) {
  const message = error && (
    <p id={errorId} className="text-sm font-medium text-red-700">
      {error}
    </p>
  );
  if (!message && !count && !liveError) return null;
  return (
    <div className="flex items-start justify-between gap-2">
      {liveError ? <div aria-live="polite">{message}</div> : message}
      {count && (
        <p
          id={countId}
          className={cn(
            'ms-auto shrink-0 text-xs tabular-nums',
            count.over ? 'font-semibold text-red-700' : 'text-slate-700',
          )}
        >
          {count.text}
        </p>
      )}
    </div>
  );
}
