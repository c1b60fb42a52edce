import { useTranslation } from '@/lib/i18n';
import type { PagePair } from '@/domain/text-compare';
import { SelectField } from '@/components/ui';

interface PagePairingProps {
  pairs: readonly PagePair[];
  oldCount: number;
  newCount: number;
  overrides: ReadonlyMap<number, number | null>;
  onChange: (overrides: Map<number, number | null>) => void;
  from: number;
  to: number;
}

const AUTO = 'auto';
const NONE = 'none';

/**
 * Which page of the older version each newer page is compared with: found by content, and
 * the reviewer's to change (a page that was split, or two pages that look alike).
 */
export function PagePairing(props: PagePairingProps) {
  const { t } = useTranslation('compare-text');
  const pairedWith = (newPage: number) =>
    props.pairs.find((p) => p.newPage === newPage)?.oldPage ?? null;
  return (
    <details className="rounded-md border border-slate-300 p-3">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">
        {t('pairing.title')}
      </summary>
      <p className="mt-2 text-sm text-slate-700">{t('pairing.help', { from: props.from })}</p>
      <div className="mt-2 flex flex-wrap gap-3">
        {Array.from({ length: props.newCount }, (_, newPage) => {
          const override = props.overrides.get(newPage);
          const value = !props.overrides.has(newPage)
            ? AUTO
            : override === null
              ? NONE
              : String(override);
          const found = pairedWith(newPage);
          return (
            <div key={newPage} className="w-56">
              <SelectField
                label={t('pairing.page', { page: newPage + 1, version: props.to })}
                value={value}
                onChange={(event) => {
                  const next = new Map(props.overrides);
                  const chosen = event.target.value;
                  if (chosen === AUTO) next.delete(newPage);
                  else next.set(newPage, chosen === NONE ? null : Number(chosen));
                  props.onChange(next);
                }}
              >
                <option value={AUTO}>
                  {props.overrides.has(newPage) || found === null
                    ? t('pairing.auto')
                    : t('pairing.autoPage', { page: found + 1 })}
                </option>
                {Array.from({ length: props.oldCount }, (_, oldPage) => (
                  <option key={oldPage} value={oldPage}>
                    {t('pairing.oldPage', { page: oldPage + 1, version: props.from })}
                  </option>
                ))}
                <option value={NONE}>{t('pairing.none')}</option>
              </SelectField>
            </div>
          );
        })}
      </div>
    </details>
  );
}
