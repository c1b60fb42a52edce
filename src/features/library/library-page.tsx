import { useTranslation } from 'react-i18next';

export function LibraryPage() {
  const { t } = useTranslation('library');
  return <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>;
}
