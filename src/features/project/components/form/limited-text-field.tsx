import type { ReactNode } from 'react';
import { cn } from '@/components/ui';
import { controlClass, FieldError, FieldHint, FieldLabel } from '@/components/ui/field-parts';

export interface LimitedTextFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Counted against the trimmed text; going over shows in red but never cuts what was typed. */
  max?: number | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  multiline?: boolean;
  onBlur?: () => void;
  type?: 'text' | 'date';
}

interface ControlProps {
  id: string;
  value: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
  className: string;
}

/**
 * A text field with a live length counter. Unlike `maxLength`, it lets a person type or paste
 * past the limit (a browser would silently cut a paste) and says so, so nothing is lost.
 */
export function LimitedTextField({
  id,
  label,
  value,
  onValueChange,
  max,
  hint,
  error,
  required = false,
  multiline = false,
  onBlur,
  type = 'text',
}: LimitedTextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const countId = max === undefined ? undefined : `${id}-count`;
  const length = value.trim().length;
  const control: ControlProps = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId, countId].filter(Boolean).join(' ') || undefined,
    'aria-required': required ? true : undefined,
    className: controlClass(Boolean(error)),
  };
  let field: ReactNode;
  if (multiline) {
    field = (
      <textarea
        {...control}
        rows={3}
        onBlur={onBlur}
        onChange={(event) => onValueChange(event.target.value)}
      />
    );
  } else {
    field = (
      <input
        {...control}
        type={type}
        onBlur={onBlur}
        onChange={(event) => onValueChange(event.target.value)}
      />
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldHint id={hintId}>{hint}</FieldHint>
      {field}
      <div className="flex items-start justify-between gap-2">
        <div aria-live="polite">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
        {countId && max !== undefined && (
          <p
            id={countId}
            className={cn(
              'shrink-0 text-xs tabular-nums',
              length > max ? 'font-semibold text-red-700' : 'text-slate-700',
            )}
          >
            {length}/{max}
          </p>
        )}
      </div>
    </div>
  );
}
