import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { authQueue } from '@/api/auth-queue';
import { usesOfflineService } from '@/api/config';
import { getSession, setSession, type Session } from '@/api/session';
import { Button } from '@/components/ui';
import { useLoginForm } from '../hooks/use-login-form';
import { safeNextPath } from '../lib/next-path';
import { isSameUser } from '../lib/same-user';
import { useReloginStore } from '../stores/relogin-store';
import { DemoAccounts } from './demo-accounts';
import { LoginFailureAlert } from './login-failure-alert';
import { LoginFields } from './login-fields';

/** Route /login: signs in and returns to `?next=` (an in-app path) or the dashboard. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onSignedIn = (session: Session) => {
    const previous = getSession();
    const switched = previous !== null && !isSameUser(previous.userName, session.userName);
    if (switched) {
      // Another person's held saves and cached data must not reach this one.
      authQueue.rejectAll();
      queryClient.clear();
    }
    setSession(session);
    useReloginStore.getState().settle();
    void authQueue.resume();
    void navigate(switched ? '/' : safeNextPath(params.get('next')), { replace: true });
  };
  const form = useLoginForm({ onSignedIn });
  const submitRef = useRef<HTMLButtonElement>(null);
  // The demo's accounts are named only where the offline demo answers, never for a real server.
  const offlineDemo = usesOfflineService();

  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 px-4 py-10 text-slate-900">
      <div className="flex w-full max-w-md flex-col gap-6 rounded-lg border border-slate-300 bg-white p-8 shadow-sm">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">{t('login.heading')}</h1>
          <p className="text-sm text-slate-700">{t('login.intro')}</p>
        </div>
        <LoginFailureAlert failure={form.failure} invalid={form.invalid} />
        <form
          noValidate
          onSubmit={form.submit}
          aria-busy={form.pending}
          className="flex flex-col gap-4"
        >
          <LoginFields form={form} />
          <Button ref={submitRef} type="submit" disabled={form.pending}>
            {form.pending ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
        {offlineDemo && (
          <DemoAccounts
            onChoose={(account, password) => {
              form.setField('userName', account.email);
              form.setField('password', password);
              // Filled in: Enter (or a tap) on the focused button signs in.
              submitRef.current?.focus();
            }}
          />
        )}
      </div>
    </main>
  );
}
