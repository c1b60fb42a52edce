import { useState } from 'react';
import type { ChangeEvent, Ref } from 'react';
import type { FieldBaseProps, FieldFrameProps } from './field-parts';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** What TextField and TextArea take beyond their element's own attributes. */
export interface TextControlProps<E extends TextElement> extends FieldBaseProps {
  id?: string | undefined;
  className?: string | undefined;
  /** Shows "length/maxLength" under the field; needs `maxLength`. */
  showCount?: boolean;
  maxLength?: number | undefined;
  value?: string | number | readonly string[] | undefined;
  defaultValue?: string | number | readonly string[] | undefined;
  onChange?: ((event: ChangeEvent<E>) => void) | undefined;
}

/** A text field's props: TextControlProps, its element's own attributes (`A`) and a ref. */
export type TextElementProps<E extends TextElement, A> = TextControlProps<E> &
  Omit<A, keyof TextControlProps<E>> & { ref?: Ref<E> };

/**
 * Splits a text field's props into its FieldFrame's and its element's, counting characters
 * when asked. Controlled values win; for uncontrolled ones the length is tracked from change
 * events. Digits and a slash read the same in every language, so the count needs no words.
 */
export function useTextControl<E extends TextElement, P extends TextControlProps<E>>(props: P) {
  const { label, error, hint, showCount = false, id, className, ...element } = props;
  const [tracked, setTracked] = useState(() => toText(element.defaultValue).length);
  const length = element.value === undefined ? tracked : toText(element.value).length;
  const max = element.maxLength;
  const frame: Omit<FieldFrameProps, 'children'> = {
    label,
    error,
    hint,
    id,
    className,
    count: showCount && max !== undefined ? { text: `${length}/${max}` } : undefined,
  };
  const onChange = (event: ChangeEvent<E>) => {
    setTracked(event.target.value.length);
    element.onChange?.(event);
  };
  return { frame, element: { ...element, onChange } };
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}
