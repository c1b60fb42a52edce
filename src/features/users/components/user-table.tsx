import { useTranslation } from '@/lib/i18n';
import type { User } from '@/api/types';

/** The client's users that match the search; names and addresses render as text. */
export function UserTable({ users, caption }: { users: readonly User[]; caption: string }) {
  const { t } = useTranslation('users');
  if (users.length === 0) return <p className="text-sm text-slate-700">{t('users.noMatch')}</p>;
  return (
    <table className="w-full text-start text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-slate-900">
          <th scope="col" className="py-2 pe-4 text-start font-medium">
            {t('users.name')}
          </th>
          <th scope="col" className="py-2 text-start font-medium">
            {t('users.email')}
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.userUID} className="border-b border-slate-200">
            <td className="py-2 pe-4 text-slate-900">{user.fullName}</td>
            <td className="py-2 break-all text-slate-800">{user.email}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
