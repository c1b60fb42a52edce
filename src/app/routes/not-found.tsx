import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router';
import { TextLink } from '@/components/ui';
import { paths } from '@/app/paths';

/**
 * The one not-found page: for an address no route knows and for a route whose project, asset or
 * workflow does not exist (the route modules hand it to their feature as its `notFound`).
 */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t('notFound.title')}</h1>
      <p className="text-slate-700">{t('notFound.body', { path: pathname })}</p>
      <p>
        <TextLink to={paths.dashboard.getHref()}>{t('notFound.home')}</TextLink>
      </p>
    </section>
  );
}

export function Component() {
  return <NotFoundPage />;
}
