import { useSession } from '@/api/session';
import { useCurrentUser, useLogout } from '@/features/auth';
import { useReloginStore } from '@/features/auth/stores/relogin-store';
import { ProfilePage } from '@/features/profile';

/** The profile, fed by the auth feature: the current user, the session, re-login and sign-out. */
export function Component() {
  const user = useCurrentUser();
  const session = useSession();
  const logout = useLogout();
  const openRelogin = useReloginStore((state) => state.open);
  return (
    <ProfilePage
      user={user.data}
      userError={user.error}
      expiresAt={session?.expirationDate ?? null}
      onStaySignedIn={openRelogin}
      onSignOut={() => logout()}
    />
  );
}
