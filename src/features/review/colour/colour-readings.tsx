import { useTranslation } from '@/lib/i18n';
import { formatNumber } from '@/lib/format/number';
import { hexOf, type Lab } from './colour-math';
import { INKS, type Ink } from './cmyk-views';

/** A reading to a fixed number of decimals, in the reader's language. */
export const fixed = (value: number, digits: number) =>
  formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * One sample's values, as a densitometer lists them: sRGB, hex, L*a*b* (D50) and, for a CMYK
 * original, its own ink percentages (with a note that they come from the file).
 */
export function ColourReadings({
  rgb,
  lab,
  inks,
}: {
  rgb: readonly [number, number, number];
  lab: Lab;
  inks: Record<Ink, number> | null;
}) {
  const { t } = useTranslation('inspect');
  return (
    <>
      <dl dir="ltr" className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 tabular-nums">
        <dt className="text-slate-700">sRGB</dt>
        <dd className="font-semibold">{rgb.join(' ')}</dd>
        <dt className="text-slate-700">{t('colour.hex')}</dt>
        <dd className="font-semibold">{hexOf(...rgb)}</dd>
        <dt className="text-slate-700">L*a*b* D50</dt>
        <dd className="font-semibold">
          {fixed(lab.l, 1)} {fixed(lab.a, 1)} {fixed(lab.b, 1)}
        </dd>
        {inks && (
          <>
            <dt className="text-slate-700">CMYK</dt>
            <dd className="font-semibold">
              {INKS.map((ink) => `${ink.toUpperCase()} ${fixed(inks[ink], 1)} %`).join('  ')}
            </dd>
          </>
        )}
      </dl>
      {inks && <p className="text-xs text-slate-700">{t('colour.inksFromOriginal')}</p>}
    </>
  );
}
