import { useTranslation } from 'react-i18next';

export function WorkflowsPage() {
  const { t } = useTranslation('workflows');
  return <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>;
}
