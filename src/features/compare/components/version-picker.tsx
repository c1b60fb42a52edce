import { useTranslation } from '@/lib/i18n';
import { SelectField } from '@/components/ui';
import { resolveVersionPair, type VersionPair } from '../model/versions';

/** The older and the newer version to compare; an impossible pair is repaired on the way. */
export function VersionPicker({
  versions,
  pair,
  onChange,
}: {
  versions: readonly number[];
  pair: VersionPair;
  onChange: (pair: VersionPair) => void;
}) {
  const { t } = useTranslation('compare');
  const choose = (from: number, to: number) => {
    const next = resolveVersionPair(versions, String(from), String(to));
    if (next && (next.from !== pair.from || next.to !== pair.to)) onChange(next);
  };
  return (
    <div className="flex flex-wrap gap-4">
      <div className="w-44">
        <SelectField
          label={t('picker.from')}
          value={pair.from}
          onChange={(event) => choose(Number(event.target.value), pair.to)}
        >
          {versions
            .filter((v) => v < pair.to)
            .map((v) => (
              <option key={v} value={v}>
                {t('version', { version: v })}
              </option>
            ))}
        </SelectField>
      </div>
      <div className="w-44">
        <SelectField
          label={t('picker.to')}
          value={pair.to}
          onChange={(event) => choose(pair.from, Number(event.target.value))}
        >
          {versions
            .filter((v) => v > (versions[0] ?? 0))
            .map((v) => (
              <option key={v} value={v}>
                {t('version', { version: v })}
              </option>
            ))}
        </SelectField>
      </div>
    </div>
  );
}
