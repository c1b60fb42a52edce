import { useTranslation } from '@/lib/i18n';
import { BottomSheet } from '@/components/ui';
import { FilterBar, type FilterBarProps } from './filter-bar';

/** The phone's filter sheet, loaded on its first opening (the dashboard's first load stays small). */
export default function FilterSheetDialog({
  onClose,
  ...filters
}: FilterBarProps & { onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <BottomSheet open onClose={onClose} title={t('filters.label')}>
      <FilterBar {...filters} />
    </BottomSheet>
  );
}
