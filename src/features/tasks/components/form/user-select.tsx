import { useTranslation } from 'react-i18next';
import type { User } from '@/api/types';
import { SelectField } from '@/components/ui';

/** The assignee: one of the project client's users. */
export function UserSelect({
  label,
  users,
  value,
  error,
  loading,
  onChange,
}: {
  label: string;
  users: readonly User[];
  value: string;
  error: string | undefined;
  loading: boolean;
  onChange: (userUID: string) => void;
}) {
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
