import { useTranslation } from '@/lib/i18n';

/** Column titles above the list view; the rows carry the same words for screen readers. */
export function ListHeader() {
  const { t } = useTranslation('library');
  return (
    <div
      aria-hidden="true"
      className="grid grid-cols-[3rem_minmax(0,2fr)_minmax(0,1fr)_7rem_minmax(0,1fr)_minmax(0,2fr)] gap-3 px-2 pb-1 text-xs font-semibold text-slate-700 uppercase"
    >
      <span />
      <span>{t('list.name')}</span>
      <span>{t('list.tags')}</span>
      <span>{t('list.added')}</span>
      <span>{t('list.origin')}</span>
      <span>{t('list.lastChange')}</span>
    </div>
  );
}
