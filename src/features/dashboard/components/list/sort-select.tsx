import { useTranslation } from '@/lib/i18n';
import { SelectField } from '@/components/ui';
import { SORT_KEYS, type SortDirection, type SortKey, type SortOrder } from '../../model/filters';

export interface SortSelectProps {
  sort: SortOrder;
  onSortChange: (sort: SortOrder) => void;
}

/** The phone's stand-in for the table's sortable column headers: the column and the order. */
export function SortSelect({ sort, onSortChange }: SortSelectProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="grid grid-cols-2 gap-2">
      <SelectField
        label={t('list.sortLabel')}
        value={sort.key}
        onChange={(event) => onSortChange({ ...sort, key: event.target.value as SortKey })}
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`list.columns.${key}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('list.orderLabel')}
        value={sort.direction}
        onChange={(event) =>
          onSortChange({ ...sort, direction: event.target.value as SortDirection })
        }
      >
        <option value="asc">{t('list.orderAsc')}</option>
        <option value="desc">{t('list.orderDesc')}</option>
      </SelectField>
    </div>
  );
}
