import { useTranslation } from '@/lib/i18n';
import { ColourReadings, fixed } from './colour-readings';
import { Button, SelectField } from '@/components/ui';
import { setInspect, useInspectStore, type SampleSize } from '../inspect/inspect-store';
import type { PageInks } from '../inspect/pdf-inspect';
import { hexOf, srgbToLabD50 } from './colour-math';
import { CmykControls } from './cmyk-controls';
import type { CmykView, Ink } from './cmyk-views';

export interface Sample {
  rgb: [number, number, number];
  /** Ink percentages read from the original (CMYK sources only). */
  inks: Record<Ink, number> | null;
}

interface Props {
  sample: Sample | null;
  pinned: boolean;
  /** The source is CMYK: separations and coverage are offered. */
  cmyk: boolean;
  cmykUnsupported: false | 'layout' | 'size';
  view: CmykView | null;
  viewError: boolean;
  inks: PageInks | null;
  originalMissing: boolean;
  onShowMax: () => void;
}

export function ColourPanel(props: Props) {
  const { t } = useTranslation('inspect');
  const state = useInspectStore();
  const { sample } = props;
  const rgb = sample && ([...sample.rgb.map((v) => Math.round(v))] as [number, number, number]);
  const lab = sample && srgbToLabD50(...sample.rgb);
  const inks = sample?.inks ?? null;
  return (
    <div className="space-y-3">
      <SelectField
        label={t('colour.average')}
        value={state.average}
        onChange={(event) => setInspect({ average: Number(event.target.value) as SampleSize })}
      >
        {([1, 3, 5] as const).map((size) => (
          <option key={size} value={size}>
            {t(`colour.averageSize.${size}`)}
          </option>
        ))}
      </SelectField>
      <div role="status" className="min-h-6">
        {rgb && lab ? (
          <div className="space-y-1">
            <div className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-6 rounded border border-slate-400"
                style={{ background: hexOf(...rgb) }}
              />
              <span className="text-slate-700">
                {t(props.pinned ? 'colour.pinned' : 'colour.underPointer')}
              </span>
            </div>
            <ColourReadings rgb={rgb} lab={lab} inks={inks} />
          </div>
        ) : (
          <p className="text-slate-700">{t('colour.howTo')}</p>
        )}
      </div>
      {props.originalMissing && <p className="text-xs text-slate-700">{t('colour.noOriginal')}</p>}
      {props.cmykUnsupported && (
        <p className="text-xs text-slate-700">
          {t(props.cmykUnsupported === 'size' ? 'colour.cmykTooLarge' : 'colour.cmykUnsupported')}
        </p>
      )}
      {props.cmyk && (
        <CmykControls>
          {props.view ? (
            <div className="flex flex-wrap items-center gap-2">
              <p>{t('colour.highest', { value: fixed(props.view.maxCoverage, 1) })}</p>
              <Button size="sm" variant="secondary" onClick={props.onShowMax}>
                {t('colour.showHighest')}
              </Button>
            </div>
          ) : (
            <p className="text-slate-700">
              {t(props.viewError ? 'colour.viewFailed' : 'colour.reading')}
            </p>
          )}
        </CmykControls>
      )}
      {props.inks && (
        <section aria-label={t('colour.pageInks')} className="space-y-1">
          <h3 className="font-medium">{t('colour.pageInks')}</h3>
          <ul className="list-inside list-disc">
            {props.inks.process.map((ink) => (
              <li key={ink}>{t(`colour.process.${ink}`)}</li>
            ))}
            {props.inks.spots.map((spot) => (
              <li key={spot}>
                <span dir="auto">{spot}</span>{' '}
                <span className="text-slate-700">{t('colour.spot')}</span>
              </li>
            ))}
          </ul>
          {props.inks.rgb && <p className="text-xs text-slate-700">{t('colour.rgbContent')}</p>}
          {props.inks.process.length + props.inks.spots.length === 0 && !props.inks.rgb && (
            <p className="text-slate-700">{t('colour.noInks')}</p>
          )}
          <p className="text-xs text-slate-700">{t('colour.pdfPlates')}</p>
        </section>
      )}
    </div>
  );
}
