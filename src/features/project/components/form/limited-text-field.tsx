import { FieldFrame } from '@/components/ui/field-parts';

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
  const length = value.trim().length;
  const count = max === undefined ? undefined : { text: `${length}/${max}`, over: length > max };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} count={count} liveError>
      {(control) => {
        const shared = { ...control, value, onBlur, 'aria-required': required ? true : undefined };
        return multiline ? (
          <textarea {...shared} rows={3} onChange={(event) => onValueChange(event.target.value)} />
        ) : (
          <input {...shared} type={type} onChange={(event) => onValueChange(event.target.value)} />
        );
      }}
    </FieldFrame>
  );
}
