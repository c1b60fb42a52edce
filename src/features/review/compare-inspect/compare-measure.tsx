import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui';
import { CalibrationForm, useReadings } from '../measure/measure-panel';
import { OutlineToggles } from '../measure/outline-toggles';
import { ReadingRows } from '../measure/reading-rows';
import { UnitSelect } from '../measure/unit-select';
import { CompareKeep } from './compare-keep';
import { setCompareInspect, useCompareInspect, type MeasureSide } from './compare-inspect-store';
import type { KeepChoices } from './keep-choices';
import { rectToShare, segmentIn } from './page-share';
import type { CompareSide } from './use-compare-side';

/** A reading's rows: name and formatted value. */
interface Result {
  rows: readonly (readonly [string, string])[];
}

/** A version's bitmap and page boxes, published for the page panels to outline and snap to. */
function usePublishSide(side: CompareSide): void {
  const { version, images } = side;
  const size = images?.size ?? null;
  const trim = side.source.scale?.trim ?? null;
  const bleed = side.source.scale?.bleed ?? null;
  useEffect(() => {
    const published: MeasureSide = {
      images,
      trim: trim && size ? rectToShare(trim, size) : null,
      bleed: bleed && size ? rectToShare(bleed, size) : null,
    };
    const sides = useCompareInspect.getState().sides;
    setCompareInspect({ sides: { ...sides, [version]: published } });
    return () => {
      setCompareInspect({ sides: { ...useCompareInspect.getState().sides, [version]: null } });
    };
  }, [version, images, size, trim, bleed]);
}

/**
 * Ruler and box readings of the one line or box for both versions, each in its own real
 * size (a version printed larger reads larger), in the reviewer's remembered unit. A version
 * that states no size is calibrated here as in the review tool (the calibration is shared).
 * Each version's trim and bleed boxes are outlined on its page, and the line can be kept
 * as an annotation on a version that takes them.
 */
export function CompareMeasure({
  assetUID,
  sides,
  tool,
  keep,
}: {
  assetUID: string;
  sides: readonly [CompareSide, CompareSide];
  tool: 'ruler' | 'box';
  keep: KeepChoices;
}) {
  usePublishSide(sides[0]);
  usePublishSide(sides[1]);
  const readings = useReadings();
  const segment = useCompareInspect((s) => s.segment);
  const [calibrating, setCalibrating] = useState<number | null>(null);
  const results = sides.map((side) => {
    const size = side.images?.size;
    // While a version is calibrated the line is the known length, not a measurement.
    if (!segment || !size || !side.scale || calibrating !== null) return null;
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

  const calibrate = (version: number | null) => {
    setCalibrating(version);
    setCompareInspect({ segment: null, calibrating: version !== null });
  };

  const kept = sides.flatMap((side, i) => {
    const note = results[i]?.note;
    return note ? [{ version: side.version, page: side.page, note }] : [];
  });
  const hasBoxes = {
    trim: sides.some((side) => side.source.scale?.trim),
    bleed: sides.some((side) => side.source.scale?.bleed),
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <div className="w-56">
          <UnitSelect unit={readings.unit} />
        </div>
        <OutlineToggles hasBoxes={hasBoxes} />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {sides.map((side, i) => (
          <VersionMeasure
            key={side.version}
            side={side}
            result={results[i] ?? null}
            calibrating={calibrating === side.version}
            onCalibrate={calibrate}
          />
        ))}
      </div>
      {/* Shown from the start, so the pages below do not move when a line is drawn. */}
      {keep.offered && (
        <CompareKeep
          assetUID={assetUID}
          tool={tool}
          segment={calibrating === null ? segment : null}
          readings={kept}
          keep={keep}
        />
      )}
    </div>
  );
}

function VersionMeasure({
  side,
  result,
  calibrating,
  onCalibrate,
}: {
  side: CompareSide;
  result: Result | null;
  calibrating: boolean;
  onCalibrate: (version: number | null) => void;
}) {
  const { t } = useTranslation('inspect');
  const segment = useCompareInspect((s) => s.segment);
  const size = side.images?.size;
  const title = t('compare.version', { version: side.version });
  const ready = !side.failed && side.source.status !== 'loading' && size !== undefined;
  return (
    <section aria-label={title} className="space-y-1 rounded-md border border-slate-200 p-2">
      <h3 className="font-semibold">{title}</h3>
      {calibrating && size ? (
        <CalibrationForm
          segment={segment ? segmentIn(segment, size) : null}
          onCancel={() => onCalibrate(null)}
          onDone={(scale) => {
            side.calibrate(scale);
            onCalibrate(null);
          }}
        />
      ) : (
        <>
          <p className="text-slate-700">
            {side.failed
              ? t('compare.pageFailed')
              : !ready
                ? t('measure.readingFile')
                : side.scaleFrom === null
                  ? t('measure.noScale')
                  : t(`measure.scaleFrom.${side.scaleFrom}`)}
          </p>
          {ready && (side.scaleFrom === null || side.scaleFrom === 'calibration') && (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant={side.scaleFrom === null ? 'primary' : 'secondary'}
                aria-label={t(
                  side.scaleFrom === null ? 'compare.calibrate' : 'compare.calibrateAgain',
                  { version: side.version },
                )}
                onClick={() => onCalibrate(side.version)}
              >
                {t(side.scaleFrom === null ? 'calibrate.start' : 'calibrate.again')}
              </Button>
              {side.scaleFrom === 'calibration' && (
                <Button size="sm" variant="ghost" onClick={() => side.calibrate(null)}>
                  {t('calibrate.clear')}
                </Button>
              )}
            </div>
          )}
          {/* Room for every row from the start: the pages below must not move while drawing. */}
          <div role="status" className="min-h-24">
            {result && <ReadingRows rows={result.rows} />}
          </div>
        </>
      )}
    </section>
  );
}
