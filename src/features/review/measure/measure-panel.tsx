import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatNumber } from '@/lib/format/number';
import { Button, SelectField, TextField } from '@/components/ui';
import { useInspectStore } from '../inspect/inspect-store';
import type { ScaleSource } from '../inspect/page-scale';
import type { Segment } from './measure-graphics';
import { OutlineToggles } from './outline-toggles';
import { UnitSelect } from './unit-select';
import { ReadingRows } from './reading-rows';
import {
  areaIn,
  boxSize,
  calibratedScale,
  distance,
  LENGTH_UNITS,
  lengthIn,
  roundIn,
  type LengthUnit,
  type Scale,
} from './measure-math';

const DECIMALS: Record<LengthUnit, number> = { mm: 2, in: 3, pt: 1 };

/** The readings of a line or box in the reviewer's unit, as text (also an annotation's text). */
export function useReadings() {
  const { t } = useTranslation('inspect');
  const unit = useInspectStore((s) => s.unit);
  const fmt = (value: number, decimals = DECIMALS[unit]) =>
    formatNumber(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const len = (mm: number) =>
    t('units.length', { value: fmt(lengthIn(mm, unit)), unit: t(`units.${unit}`) });
  return {
    unit,
    ruler(segment: Segment, scale: Scale) {
      const d = distance(segment.a, segment.b, scale);
      return {
        label: len(d.mm),
        rows: [
          [t('measure.distance'), len(d.mm)],
          [t('measure.horizontal'), len(d.dx)],
          [t('measure.vertical'), len(d.dy)],
          [t('measure.angle'), t('units.degrees', { value: fmt(roundIn(d.angle, 'pt'), 1) })],
        ] as const,
        note: t('measure.annotationRuler', { distance: len(d.mm), dx: len(d.dx), dy: len(d.dy) }),
      };
    },
    box(segment: Segment, scale: Scale) {
      const s = boxSize(segment.a, segment.b, scale);
      const area = t('units.area', {
        value: fmt(areaIn(s.area, unit), Math.max(0, DECIMALS[unit] - 1)),
        unit: t(`units.${unit}`),
      });
      return {
        label: t('measure.dimensions', { width: len(s.width), height: len(s.height) }),
        rows: [
          [t('measure.width'), len(s.width)],
          [t('measure.height'), len(s.height)],
          [t('measure.area'), area],
        ] as const,
        note: t('measure.annotationBox', { width: len(s.width), height: len(s.height), area }),
      };
    },
  };
}

interface Props {
  tool: 'ruler' | 'box';
  segment: Segment | null;
  scale: Scale | null;
  /** Where the scale comes from: the file, or the reviewer's calibration. */
  scaleFrom: ScaleSource | 'calibration' | null;
  loading: boolean;
  calibrating: boolean;
  onCalibrating: (on: boolean) => void;
  onCalibrated: (scale: Scale | null) => void;
  hasBoxes: { trim: boolean; bleed: boolean };
  keep: {
    available: boolean;
    pending: boolean;
    error: string | null;
    done: boolean;
    run: () => void;
  };
}

export function MeasurePanel(props: Props) {
  const { t } = useTranslation('inspect');
  const { tool, segment, scale, calibrating } = props;
  const readings = useReadings();
  const hint = useId();
  const result =
    segment && scale
      ? tool === 'ruler'
        ? readings.ruler(segment, scale)
        : readings.box(segment, scale)
      : null;
  return (
    <div className="space-y-3">
      <UnitSelect unit={readings.unit} />
      {calibrating ? (
        <CalibrationForm
          segment={segment}
          onCancel={() => props.onCalibrating(false)}
          onDone={props.onCalibrated}
        />
      ) : (
        <>
          <p id={hint} className="text-slate-700">
            {props.loading
              ? t('measure.readingFile')
              : props.scaleFrom === null
                ? t('measure.noScale')
                : t(`measure.scaleFrom.${props.scaleFrom}`)}
          </p>
          {!props.loading && (props.scaleFrom === null || props.scaleFrom === 'calibration') && (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant={props.scaleFrom === null ? 'primary' : 'secondary'}
                onClick={() => props.onCalibrating(true)}
              >
                {t(props.scaleFrom === null ? 'calibrate.start' : 'calibrate.again')}
              </Button>
              {props.scaleFrom === 'calibration' && (
                <Button size="sm" variant="ghost" onClick={() => props.onCalibrated(null)}>
                  {t('calibrate.clear')}
                </Button>
              )}
            </div>
          )}
          <div role="status" className="min-h-6">
            {result ? (
              <ReadingRows rows={result.rows} />
            ) : (
              scale && <p className="text-slate-700">{t(`measure.howTo.${tool}`)}</p>
            )}
          </div>
          {result && props.keep.available && (
            <div className="space-y-1">
              <Button size="sm" onClick={props.keep.run} disabled={props.keep.pending}>
                {t(props.keep.pending ? 'measure.keeping' : 'measure.keep')}
              </Button>
              {props.keep.error && (
                <p role="alert" className="text-red-800">
                  {props.keep.error}
                </p>
              )}
              {props.keep.done && (
                <p role="status" className="text-green-800">
                  {t('measure.kept')}
                </p>
              )}
            </div>
          )}
        </>
      )}
      <OutlineToggles hasBoxes={props.hasBoxes} />
    </div>
  );
}

export function CalibrationForm({
  segment,
  onCancel,
  onDone,
}: {
  segment: Segment | null;
  onCancel: () => void;
  onDone: (scale: Scale) => void;
}) {
  const { t } = useTranslation('inspect');
  const preferred = useInspectStore((s) => s.unit);
  const [length, setLength] = useState('');
  const [unit, setUnit] = useState<LengthUnit>(preferred);
  const [error, setError] = useState<string | null>(null);
  const pixels = segment ? Math.hypot(segment.b.x - segment.a.x, segment.b.y - segment.a.y) : 0;
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (pixels < 2) return setError(t('calibrate.drawFirst'));
        const value = Number(length.replace(',', '.'));
        const scale = calibratedScale(pixels, value, unit);
        if (!scale) return setError(t('calibrate.badLength'));
        onDone(scale);
      }}
    >
      <p className="text-slate-700">{t('calibrate.howTo')}</p>
      <div className="flex items-end gap-2">
        <TextField
          label={t('calibrate.length')}
          inputMode="decimal"
          value={length}
          error={error ?? undefined}
          onChange={(event) => {
            setLength(event.target.value);
            setError(null);
          }}
          className="flex-1"
        />
        <SelectField
          label={t('measure.unit')}
          value={unit}
          onChange={(event) => setUnit(event.target.value as LengthUnit)}
        >
          {LENGTH_UNITS.map((u) => (
            <option key={u} value={u}>
              {t(`units.${u}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex gap-2">
        <Button size="sm" type="submit">
          {t('calibrate.set')}
        </Button>
        <Button size="sm" variant="ghost" type="button" onClick={onCancel}>
          {t('calibrate.cancel')}
        </Button>
      </div>
    </form>
  );
}
