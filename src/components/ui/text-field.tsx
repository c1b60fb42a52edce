import type { InputHTMLAttributes } from 'react';
import { useTextControl } from './text-control';
import type { TextElementProps } from './text-control';
import { FieldFrame } from './field-parts';

export type TextFieldProps = TextElementProps<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement>
>;

export function TextField(props: TextFieldProps) {
  const { frame, element } = useTextControl<HTMLInputElement, TextFieldProps>(props);
  return <FieldFrame {...frame}>{(control) => <input {...control} {...element} />}</FieldFrame>;
}
