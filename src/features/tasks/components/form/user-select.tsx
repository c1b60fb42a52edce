import { useTranslation } from '@/lib/i18n';
import { SelectField } from '@/components/ui';
import type { Assignees } from './use-assignees';

export interface UserSelectProps {
  label: string;
  assignees: Assignees;
  value: string;
  error: string | undefined;
  onChange: (userUID: string) => void;
}

/** The assignee: one of the project client's users. */
export function UserSelect({
  label,
  assignees: { users, loading },
  value,
  error,
  onChange,
}: UserSelectProps) {
  const { t } = useTranslation('tasks');
  return (
    <SelectField
      label={label}
      required
      value={value}
      error={error}
      hint={loading ? t('form.loadingUsers') : undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('form.choosePerson')}</option>
      {users.map((user) => (
        <option key={user.userUID} value={user.userUID}>
          {t('form.personOption', { name: user.fullName, email: user.email })}
        </option>
      ))}
    </SelectField>
  );
}
