import { useTranslation } from 'react-i18next';

export function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  return <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>;
}
