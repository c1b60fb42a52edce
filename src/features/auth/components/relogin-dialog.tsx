import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { authQueue, useAuthQueue } from '@/api/auth-queue';
import { setSession, useSession, type Session } from '@/api/session';
import { Alert, Button, Dialog } from '@/components/ui';
import { useLogout } from '../hooks/use-logout';
import { isSameUser } from '../lib/same-user';
import { useReloginStore } from '../stores/relogin-store';
import { ReloginForm } from './relogin-form';

/**
 * Mounted once in the signed-in layout. Opens when the client holds requests
 * after a 401 (or when "Stay signed in" asks for it), over the screen, which
 * stays mounted so nothing typed is lost. Escape or "Not now" only puts it
 * aside: the held requests keep waiting and a bar offers to sign in again.
 */
export function ReloginDialog() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const { reloginRequired, held } = useAuthQueue();
  const { requested, dismissed, open, dismiss, settle } = useReloginStore();
  const logout = useLogout();
  const queryClient = useQueryClient();
  if (!session) return null;

  const isOpen = requested || (reloginRequired && !dismissed);
  const onSignedIn = (renewed: Session) => {
    if (!isSameUser(session.userName, renewed.userName)) {
      // Someone else's held saves and cached data must not reach this account: start over.
      authQueue.rejectAll();
      queryClient.clear();
      setSession(renewed);
      window.location.assign('/');
      return;
    }
    setSession(renewed);
    settle();
    void authQueue.resume();
  };

  return (
    <>
      <Dialog
        open={isOpen}
        onClose={dismiss}
        title={t('relogin.title')}
        description={reloginRequired ? t('relogin.description') : t('relogin.refreshDescription')}
      >
        {held > 0 && (
          <p className="text-sm text-slate-700">{t('relogin.pending', { count: held })}</p>
        )}
        <ReloginForm
          userName={session.userName}
          onSignedIn={onSignedIn}
          onLater={dismiss}
          onSwitchUser={logout}
        />
      </Dialog>
      {reloginRequired && dismissed && (
        <div className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-2xl shadow-lg">
          <Alert
            tone="warning"
            title={t('relogin.parkedTitle')}
            action={
              <Button variant="secondary" onClick={open}>
                {t('relogin.parkedAction')}
              </Button>
            }
          >
            {t('relogin.parkedBody')}
          </Alert>
        </div>
      )}
    </>
  );
}
