import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { controlClass, FieldError, FieldHint, FieldLabel, useFieldIds } from './field-parts';
import type { FieldBaseProps } from './field-parts';

export interface SelectFieldProps extends FieldBaseProps, SelectHTMLAttributes<HTMLSelectElement> {
  /** The <option> (and <optgroup>) elements. */
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  children,
  ...rest
}: SelectFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <select
        id={controlId}
        className={controlClass(Boolean(error), className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      >
        {children}
      </select>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
