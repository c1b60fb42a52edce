import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router';
import { TextLink } from '@/components/ui';
import { paths } from '@/app/paths';

export function Component() {
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
