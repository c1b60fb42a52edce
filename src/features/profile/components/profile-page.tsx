import { useTranslation } from '@/lib/i18n';
import type { LoggedInUser } from '@/api/types';
import { Alert, Button, InfoTip, Spinner } from '@/components/ui';
import { formatDateTime, formatRelative } from '@/lib/format';
import { describeError } from '@/lib/i18n';
import { useNow } from '@/lib/use-now';

export interface ProfilePageProps {
  /** GET /api/v1/user/loggedin, as the app already holds it. */
  user: LoggedInUser | undefined;
  userError: unknown;
  /** When the session's token expires (ISO), or null when unknown. */
  expiresAt: string | null;
  /** Renews the session by signing in again (the re-login dialog). */
  onStaySignedIn: () => void;
  onSignOut: () => void;
}

const row = 'grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4';

/** The signed-in person: who, on which plan, in which clients, and until when. */
export function ProfilePage({
  user,
  userError,
  expiresAt,
  onStaySignedIn,
  onSignOut,
}: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const now = useNow(30_000);
  let details;
  if (user) {
    details = (
      <dl className="flex flex-col gap-3 text-sm">
        <div className={row}>
          <dt className="font-medium text-slate-900">{t('name')}</dt>
          <dd className="text-slate-800">{user.fullName}</dd>
        </div>
        <div className={row}>
          <dt className="font-medium text-slate-900">{t('email')}</dt>
          <dd className="break-all text-slate-800">{user.email}</dd>
        </div>
        <div className={row}>
          <dt className="font-medium text-slate-900">{t('plan')}</dt>
          <dd className="text-slate-800">
            {{ Pro: t('plans.Pro'), Lite: t('plans.Lite') }[user.plan]}
          </dd>
        </div>
        <div className={row}>
          <dt className="font-medium text-slate-900">
            {t('clients', { count: user.clients.length })}
          </dt>
          <dd>
            <ul className="flex flex-col gap-1 text-slate-800">
              {user.clients.map((client, index) => (
                <li key={client.clientUID}>
                  {client.name}
                  {index === 0 && <span className="text-slate-700"> · {t('defaultClient')}</span>}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    );
  } else if (userError) {
    details = <Alert tone="error">{describeError(userError)}</Alert>;
  } else {
    details = <Spinner label={t('loading')} />;
  }

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
      {details}
      <section aria-labelledby="profile-session" className="flex flex-col gap-3">
        <div className="flex items-center gap-1">
          <h2 id="profile-session" className="text-xl font-semibold text-slate-900">
            {t('session.title')}
          </h2>
          <InfoTip label={t('common:about', { title: t('session.title') })}>
            {t('session.hint')}
          </InfoTip>
        </div>
        <p className="text-sm text-slate-800">
          {expiresAt
            ? t('session.endsAt', {
                time: formatDateTime(expiresAt),
                relative: formatRelative(expiresAt, now),
              })
            : t('session.unknown')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onStaySignedIn}>
            {t('session.staySignedIn')}
          </Button>
          <Button variant="secondary" onClick={onSignOut}>
            {t('session.signOut')}
          </Button>
        </div>
      </section>
    </div>
  );
}
