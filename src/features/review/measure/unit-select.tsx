import { useTranslation } from '@/lib/i18n';
import { SelectField } from '@/components/ui';
import { setInspect } from '../inspect/inspect-store';
import { LENGTH_UNITS, type LengthUnit } from './measure-math';

/** The reviewer's length unit, remembered for review and compare alike (inspect store). */
export function UnitSelect({ unit }: { unit: LengthUnit }) {
  const { t } = useTranslation('inspect');
  return (
    <SelectField
      label={t('measure.unit')}
      value={unit}
      onChange={(event) => setInspect({ unit: event.target.value as LengthUnit })}
    >
      {LENGTH_UNITS.map((option) => (
        <option key={option} value={option}>
          {t(`units.name.${option}`)}
        </option>
      ))}
    </SelectField>
  );
}
