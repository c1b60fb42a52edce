import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn, focusRing } from '@/components/ui';
import { paths } from '@/app/paths';

const items = [
  { key: 'dashboard', href: paths.dashboard.getHref(), end: true },
  { key: 'myTasks', href: paths.myTasks.getHref(), end: false },
  { key: 'library', href: paths.library.getHref(), end: false },
  { key: 'workflows', href: paths.workflows.getHref(), end: false },
  { key: 'webhooks', href: paths.webhooks.getHref(), end: false },
  { key: 'users', href: paths.users.getHref(), end: false },
] as const;

/** NavLink sets aria-current="page" on the active item; the style follows that state. */
export function PrimaryNav() {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-wrap items-center gap-1">
        {items.map((item) => (
          <li key={item.key}>
            <NavLink
              to={item.href}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'block rounded-md px-3 py-2 text-sm font-medium',
                  focusRing,
                  isActive
                    ? 'bg-blue-50 text-blue-900 underline underline-offset-4'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              {t(`nav.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
