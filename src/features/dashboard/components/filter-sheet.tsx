import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { activeFilterCount } from '../model/filters';
import type { FilterBarProps } from './filter-bar';

const FilterSheetDialog = lazy(() => import('./filter-sheet-dialog'));

/**
 * Phones: the filter bar would push the board below the fold, so a "Filters" button (with the
 * number of active filters) opens the same controls in a bottom sheet. Every choice still goes
 * to the URL at once, so the board behind the sheet follows it.
 */
export function FilterSheet(props: FilterBarProps) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(props.filters);
  return (
    <>
      <Button
        variant="secondary"
        className="self-start"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {count === 0
          ? t('filters.label')
          : t('filters.withActive', { count, number: formatNumber(count) })}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FilterSheetDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
