import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/api/session';
import { Alert, Button } from '@/components/ui';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { useValidateWhenVisible } from '../hooks/use-validate-when-visible';
import { useReloginStore } from '../stores/relogin-store';

/** The warning shows from this many seconds before the token expires. */
export const WARN_BEFORE_SECONDS = 5 * 60;

/**
 * Mounted once in the signed-in layout: a non-blocking banner before the
 * token expires, with "Stay signed in" (the re-login dialog); and a token check
 * whenever the tab becomes visible again, so a token that died meanwhile brings
 * up the dialog before the person starts typing.
 */
export function SessionExpiryWarning() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const secondsLeft = useSecondsLeft(session?.expirationDate, WARN_BEFORE_SECONDS);
  const open = useReloginStore((state) => state.open);
  useValidateWhenVisible(session !== null);

  if (!session || secondsLeft === null || secondsLeft > WARN_BEFORE_SECONDS) return null;
  const title =
    secondsLeft <= 0
      ? t('expiry.expiredTitle')
      : secondsLeft < 60
        ? t('expiry.lastMinuteTitle')
        : t('expiry.soonTitle', { count: Math.ceil(secondsLeft / 60) });
  return (
    <Alert
      tone="warning"
      title={title}
      action={
        <Button variant="secondary" onClick={open}>
          {t('expiry.action')}
        </Button>
      }
    >
      {t('expiry.body')}
    </Alert>
  );
}
