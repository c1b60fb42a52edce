import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui';
import { overallAdminStanding } from '@/domain/access/admin-rights';
import { WebhooksPage } from '@/features/webhooks';
import { paths } from '../paths';
import { useAdminRights } from './admin-rights';

/**
 * Webhooks are an admin's tool and their list holds signing secrets: someone who administers
 * none of their clients reads why the screen is not theirs instead of a console whose every
 * change would be refused.
 */
export function Component() {
  const rights = useAdminRights();
  const { t } = useTranslation('webhooks');
  if (rights && overallAdminStanding(rights) === 'notAdmin') {
    return (
      <div className="flex max-w-3xl flex-col gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <Alert tone="info" title={t('adminOnly.title')}>
          <p>{t('adminOnly.body')}</p>
          <Link to={paths.dashboard.getHref()} className="underline">
            {t('adminOnly.back')}
          </Link>
        </Alert>
      </div>
    );
  }
  return <WebhooksPage />;
}
