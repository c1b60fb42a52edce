import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ColourReadings, fixed } from '../colour/colour-readings';
import { SelectField } from '@/components/ui';
import { sampleInks, type Ink } from '../colour/cmyk-views';
import { deltaE2000, hexOf, srgbToLabD50, type Lab } from '../colour/colour-math';
import { sampleRgb } from '../colour/sample-pixels';
import { setInspect, useInspectStore, type SampleSize } from '../inspect/inspect-store';
import { CompareCmyk, type ShowRect } from './compare-cmyk';
import { useCompareInspect } from './compare-inspect-store';
import type { Share } from './page-share';
import type { CompareSide } from './use-compare-side';

type Rgb = [number, number, number];

/** Both versions' page pixels at the same share of the page, averaged over `average`. */
function useSamples(
  sides: readonly [CompareSide, CompareSide],
  at: Share | null,
  average: SampleSize,
): readonly [Rgb | null, Rgb | null] {
  const [first, second] = [sides[0].images, sides[1].images];
  const [taken, setTaken] = useState<{ key: string; rgb: [Rgb | null, Rgb | null] } | null>(null);
  const key = at ? `${at.x}:${at.y}:${average}` : '';
  useEffect(() => {
    if (!at || !first || !second) return;
    const abort = new AbortController();
    const read = (images: typeof first) =>
      sampleRgb(images, at.x * images.size.width, at.y * images.size.height, average, abort.signal);
    Promise.all([read(first), read(second)]).then(
      ([a, b]) => {
        if (!abort.signal.aborted) setTaken({ key, rgb: [a, b] });
      },
      () => undefined,
    );
    return () => abort.abort();
  }, [at, average, first, second, key]);
  // The last reading stays while the next one is read, so the numbers do not flicker.
  return taken ? taken.rgb : [null, null];
}

/**
 * The colour sampler in compare: both versions read at the same place on the page, side by
 * side (sRGB, hex, L*a*b* D50 and, for CMYK originals, the file's own ink percentages), and
 * how far apart they are as CIEDE2000, the number a printer checks a proof against.
 */
export function CompareColour({
  sides,
  onShow,
}: {
  sides: readonly [CompareSide, CompareSide];
  onShow: ShowRect;
}) {
  const { t } = useTranslation('inspect');
  const average = useInspectStore((s) => s.average);
  const at = useCompareInspect((s) => s.sample);
  const pinned = useCompareInspect((s) => s.pinned);
  const samples = useSamples(sides, at, average);
  const labs = samples.map((rgb) => (rgb ? srgbToLabD50(...rgb) : null));
  const [labA, labB] = labs;
  const inksOf = (side: CompareSide): Record<Ink, number> | null => {
    const cmyk = side.source.cmyk;
    return at && cmyk ? sampleInks(cmyk, at.x * cmyk.width, at.y * cmyk.height, average) : null;
  };
  return (
    <div className="space-y-3">
      <div className="w-56">
        <SelectField
          label={t('colour.average')}
          value={average}
          onChange={(event) => setInspect({ average: Number(event.target.value) as SampleSize })}
        >
          {([1, 3, 5] as const).map((size) => (
            <option key={size} value={size}>
              {t(`colour.averageSize.${size}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {sides.map((side, i) => (
          <Reading
            key={side.version}
            side={side}
            rgb={samples[i] ?? null}
            lab={labs[i] ?? null}
            inks={inksOf(side)}
            pinned={pinned}
          />
        ))}
      </div>
      <div role="status" className="min-h-10">
        {labA && labB ? (
          <p>
            <span className="font-medium">{t('compare.deltaE')}</span>{' '}
            <span dir="ltr" className="font-semibold tabular-nums">
              {fixed(deltaE2000(labA, labB), 2)}
            </span>
            <span className="block text-xs text-slate-700">{t('compare.deltaEHint')}</span>
          </p>
        ) : (
          <p className="text-slate-700">{t('colour.howTo')}</p>
        )}
      </div>
      <CompareCmyk sides={sides} onShow={onShow} />
    </div>
  );
}

function Reading({
  side,
  rgb: raw,
  lab,
  inks,
  pinned,
}: {
  side: CompareSide;
  rgb: Rgb | null;
  lab: Lab | null;
  inks: Record<Ink, number> | null;
  pinned: boolean;
}) {
  const { t } = useTranslation('inspect');
  const rgb = raw && (raw.map((v) => Math.round(v)) as Rgb);
  const title = t('compare.version', { version: side.version });
  return (
    // Room for a whole reading from the start: the pages below must not move under the pointer.
    <section
      aria-label={title}
      className="min-h-48 space-y-1 rounded-md border border-slate-200 p-2"
    >
      <h3 className="flex items-center gap-2 font-semibold">
        {rgb && (
          <span
            aria-hidden="true"
            className="size-6 rounded border border-slate-400"
            style={{ background: hexOf(...rgb) }}
          />
        )}
        {title}
      </h3>
      {side.failed && <p className="text-red-800">{t('compare.pageFailed')}</p>}
      {rgb && lab && (
        <>
          <p className="text-slate-700">{t(pinned ? 'colour.pinned' : 'colour.underPointer')}</p>
          <ColourReadings rgb={rgb} lab={lab} inks={inks} />
        </>
      )}
      {side.source.cmykUnsupported && (
        <p className="text-xs text-slate-700">{t('colour.cmykUnsupported')}</p>
      )}
    </section>
  );
}
