import type { Ref, TextareaHTMLAttributes } from 'react';
import { CharCount, useTextLength } from './char-count';
import { controlClass, FieldError, FieldHint, FieldLabel, useFieldIds } from './field-parts';
import type { FieldBaseProps } from './field-parts';

export interface TextAreaProps extends FieldBaseProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Shows "length/maxLength" under the field; needs `maxLength`. */
  showCount?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({
  label,
  error,
  hint,
  showCount = false,
  id,
  className,
  value,
  defaultValue,
  onChange,
  maxLength,
  rows = 4,
  ...rest
}: TextAreaProps) {
  const counting = showCount && maxLength !== undefined;
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  const countId = `${controlId}-count`;
  const { length, handleChange } = useTextLength(value, defaultValue, onChange);
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <textarea
        id={controlId}
        rows={rows}
        className={controlClass(Boolean(error), className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [describedBy, counting ? countId : undefined].filter(Boolean).join(' ') || undefined
        }
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        maxLength={maxLength}
        {...rest}
      />
      <FieldError id={errorId}>{error}</FieldError>
      {counting && <CharCount id={countId} length={length} max={maxLength} />}
    </div>
  );
}
