import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-parts';
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
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select {...control} {...rest}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
