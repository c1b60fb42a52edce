import { useState } from 'react';
import type { ChangeEvent } from 'react';

/** Digits and a slash read the same in every language, so the counter needs no translation. */
export function CharCount({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className="text-end text-xs text-slate-700 tabular-nums">
      {length}/{max}
    </p>
  );
}

/**
 * Current length of a text control, controlled or not. Controlled values win; for
 * uncontrolled ones the length is tracked from change events.
 */
export function useTextLength<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: unknown,
  defaultValue: unknown,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
): { length: number; handleChange: (event: ChangeEvent<E>) => void } {
  const [tracked, setTracked] = useState(() => toText(defaultValue).length);
  const handleChange = (event: ChangeEvent<E>) => {
    setTracked(event.target.value.length);
    onChange?.(event);
  };
  return { length: value === undefined ? tracked : toText(value).length, handleChange };
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}
