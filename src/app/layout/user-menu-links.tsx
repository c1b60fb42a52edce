import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useIsOfflineService } from '@/api/client';
import { useCurrentUser } from '@/features/auth';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/app/paths';

// Its text loads with it, so the header never waits for the profile namespace.
const ProfileMenuLink = lazy(async () => ({
  default: (await import('@/features/profile')).ProfileMenuLink,
}));

// Offline demo only, so its code and text load only when the menu shows it.
const MailboxMenuLink = lazy(async () => ({
  default: (await import('@/features/mailbox')).MailboxMenuLink,
}));

export interface UserMenuLinksProps {
  itemClass: string;
  close: () => void;
}

/** The user menu's panel above its Sign out button: who is signed in and where to go. */
export function UserMenuLinks({ itemClass, close }: UserMenuLinksProps) {
  const { t } = useTranslation('shell');
  const { data: user } = useCurrentUser();
  const offline = useIsOfflineService();
  return (
    <>
      {user && (
        <p className="truncate px-2 py-1 text-sm text-slate-700">
          {t('userMenu.signedInAs', { email: user.email })}
        </p>
      )}
      <Suspense fallback={null}>
        <ProfileMenuLink to={paths.profile.getHref()} onClick={close} className={itemClass} />
      </Suspense>
      {offline && (
        <Link to={paths.offlineSettings.getHref()} onClick={close} className={itemClass}>
          {t('userMenu.offlineSettings')}
        </Link>
      )}
      {offline && (
        <Suspense fallback={null}>
          <MailboxMenuLink to={paths.mailbox.getHref()} onClick={close} className={itemClass} />
        </Suspense>
      )}
    </>
  );
}
