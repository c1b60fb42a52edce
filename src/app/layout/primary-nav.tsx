import { Menu } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { NavLink, useLocation } from 'react-router';
import { cn, focusRing } from '@/components/ui';
import { paths } from '@/app/paths';
import { overallAdminStanding } from '@/domain/access/admin-rights';
import { useAdminRights } from '@/app/routes/admin-rights';

/** `admin`: left out for someone known to administer none of their clients. */
const items = [
  { key: 'dashboard', href: paths.dashboard.getHref(), end: true, admin: false },
  { key: 'myTasks', href: paths.myTasks.getHref(), end: false, admin: false },
  { key: 'library', href: paths.library.getHref(), end: false, admin: false },
  { key: 'workflows', href: paths.workflows.getHref(), end: false, admin: false },
  { key: 'webhooks', href: paths.webhooks.getHref(), end: false, admin: true },
  { key: 'users', href: paths.users.getHref(), end: false, admin: true },
] as const;

export interface PrimaryNavProps {
  /** Shown under the links in the folded menu only (phones, tablets): what the header has no room for. */
  menuExtras?: ReactNode;
}

/**
 * NavLink sets aria-current="page" on the active item; the style follows that state. Below
 * the lg breakpoint (phones and tablets) the links fold behind a Menu button: a disclosure
 * that drops a panel under the header, closed again by Escape or by going anywhere.
 */
export function PrimaryNav({ menuExtras }: PrimaryNavProps) {
  const { t } = useTranslation('shell');
  const panelId = useId();
  const rights = useAdminRights();
  const notAdmin = rights !== undefined && overallAdminStanding(rights) === 'notAdmin';
  const shown = items.filter((item) => !(item.admin && notAdmin));
  // The menu is open for the place it was opened at: a followed link (or Back) closes it,
  // so the new screen is not hidden under it.
  const here = useLocation().key;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (next: boolean) => setOpenAt(next ? here : null);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from the menu button or a link inside closes the menu: a delegated key handler
    <nav
      aria-label={t('nav.label')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={cn(
          'inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-400 px-3 text-sm font-medium text-slate-900 hover:bg-slate-100 lg:hidden',
          focusRing,
        )}
      >
        <Menu aria-hidden="true" className="size-4" />
        {t('nav.menu')}
      </button>
      <div
        id={panelId}
        className={cn(
          open ? 'absolute inset-x-0 top-full z-40 flex' : 'hidden',
          'flex-col gap-4 border-b border-slate-300 bg-white p-4 shadow-lg',
          'lg:static lg:flex lg:border-0 lg:p-0 lg:shadow-none',
        )}
      >
        <ul className="flex flex-col gap-1 lg:flex-row lg:flex-wrap lg:items-center">
          {shown.map((item) => (
            <li key={item.key}>
              <NavLink
                to={item.href}
                end={item.end}
                className={({ isActive }) =>
                  cn(
                    'block rounded-md px-3 py-2 text-base font-medium lg:text-sm',
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
        {open && menuExtras && (
          <div className="flex flex-wrap items-center gap-4 border-t border-slate-200 pt-3 lg:hidden">
            {menuExtras}
          </div>
        )}
      </div>
    </nav>
  );
}
