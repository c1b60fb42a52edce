import { useTranslation } from 'react-i18next';

export function MyTasksPage() {
  const { t } = useTranslation('tasks');
  return <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>;
}
