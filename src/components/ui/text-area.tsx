import type { TextareaHTMLAttributes } from 'react';
import { useTextControl } from './text-control';
import type { TextElementProps } from './text-control';
import { FieldFrame } from './field-parts';

export type TextAreaProps = TextElementProps<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement>
>;

export function TextArea(props: TextAreaProps) {
  const { frame, element } = useTextControl<HTMLTextAreaElement, TextAreaProps>(props);
  return (
    <FieldFrame {...frame}>
      {(control) => <textarea {...control} {...element} rows={element.rows ?? 4} />}
    </FieldFrame>
  );
}
