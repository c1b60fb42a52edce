import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SelectField } from '@/components/ui';
import { setInspect } from '../inspect/inspect-store';
import { useReadings } from '../measure/measure-panel';
import { LENGTH_UNITS, type LengthUnit } from '../measure/measure-math';
import { setCompareInspect, useCompareInspect } from './compare-inspect-store';
import { segmentIn } from './page-share';
import type { CompareSide } from './use-compare-side';

/**
 * Ruler and box readings of the one line or box for both versions, each in its own real
 * size (a version printed larger reads larger), in the reviewer's remembered unit.
 */
export function CompareMeasure({
  sides,
  tool,
}: {
  sides: readonly [CompareSide, CompareSide];
  tool: 'ruler' | 'box';
}) {
  const { t } = useTranslation('inspect');
  const readings = useReadings();
  const segment = useCompareInspect((s) => s.segment);
  const results = sides.map((side) => {
    const size = side.images?.size;
    if (!segment || !size || !side.scale) return null;
    const own = segmentIn(segment, size);
    return tool === 'ruler' ? readings.ruler(own, side.scale) : readings.box(own, side.scale);
  });
  const first = results[0]?.label ?? '';
  const second = results[1]?.label ?? '';
  const [older, newer] = [sides[0].version, sides[1].version];

  // The drawings over the pages show each version's reading beside the line or box.
  useEffect(() => {
    const labels: Record<number, string> = {};
    if (first) labels[older] = first;
    if (second) labels[newer] = second;
    setCompareInspect({ labels });
  }, [first, second, older, newer]);

  return (
    <div className="space-y-3">
      <div className="w-56">
        <SelectField
          label={t('measure.unit')}
          value={readings.unit}
          onChange={(event) => setInspect({ unit: event.target.value as LengthUnit })}
        >
          {LENGTH_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`units.name.${unit}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {sides.map((side, i) => {
          const result = results[i];
          return (
            <section
              key={side.version}
              aria-label={t('compare.version', { version: side.version })}
              className="space-y-1 rounded-md border border-slate-200 p-2"
            >
              <h3 className="font-semibold">{t('compare.version', { version: side.version })}</h3>
              <p className="text-slate-700">
                {side.failed
                  ? t('compare.pageFailed')
                  : side.source.status === 'loading' || !side.images
                    ? t('measure.readingFile')
                    : side.scaleFrom === null
                      ? t('compare.noScale')
                      : t(`measure.scaleFrom.${side.scaleFrom}`)}
              </p>
              {/* Room for every row from the start: the pages below must not move while drawing. */}
              <div role="status" className="min-h-24">
                {result && (
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                    {result.rows.map(([name, value]) => (
                      <div key={name} className="contents">
                        <dt className="text-slate-700">{name}</dt>
                        <dd dir="ltr" className="text-end font-semibold tabular-nums">
                          {value}
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
