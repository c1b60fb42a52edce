import { useTranslation } from '@/lib/i18n';
import { TextArea } from '@/components/ui';
import { ACTION_LIMITS, isEmail, splitEmails } from '@/domain/workflows/vocabulary';
import { textOrUndefined } from './field-messages';

interface EmailListFieldProps {
  label: string;
  hint?: string | undefined;
  /** The action's text as typed (the service splits it the same way). */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The builder's messages for the field. */
  issues: readonly string[] | undefined;
}

/** The addresses of a list that are not e-mail addresses, for a message per bad address. */
export function invalidAddresses(text: string): string[] {
  return splitEmails(text).filter((address) => !isEmail(address));
}

/**
 * An e-mail list kept exactly as typed (commas, spaces, a half-written address), so nothing
 * is lost; each address that is not one is named under the field as the admin types.
 */
export function EmailListField({ label, hint, value, onChange, issues }: EmailListFieldProps) {
  const { t } = useTranslation('workflow-inspector');
  const bad = invalidAddresses(value ?? '');
  const messages = [...(issues ?? []), ...bad.map((address) => t('emails.invalid', { address }))];
  return (
    <TextArea
      label={label}
      hint={hint ?? t('emails.hint')}
      rows={2}
      maxLength={ACTION_LIMITS.commentMax}
      value={value ?? ''}
      error={messages.length > 0 ? messages.join(' ') : undefined}
      onChange={(event) => onChange(textOrUndefined(event.target.value))}
    />
  );
}
