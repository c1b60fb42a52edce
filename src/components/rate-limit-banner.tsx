import { useTranslation } from '@/lib/i18n';
import { useRateLimit } from '@/api/client';
import { Alert } from '@/components/ui';

/**
 * Shown while the service's rate limit holds requests back: a live countdown
 * (role=status) until the waiting requests go out by themselves.
 */
export function RateLimitBanner() {
  const { t } = useTranslation('api');
  const { limited, secondsLeft } = useRateLimit();
  if (!limited) return null;
  return <Alert tone="warning">{t('rateLimit.retrying', { seconds: secondsLeft })}</Alert>;
}
