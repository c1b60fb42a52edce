import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import type { Asset } from '@/api/types';
import { assetQueryOptions } from '@/entities/asset/queries';
import { projectSummaryQueryOptions } from '@/entities/project/detail-query';
import { useTranslation } from '@/lib/i18n';
import { cn, focusRing, Spinner } from '@/components/ui';
import { closeCompareTool, type CompareTool } from './compare-inspect-store';
import type { ShowRect } from './compare-cmyk';
import { CompareColour } from './compare-colour';
import { CompareMeasure } from './compare-measure';
import { keepChoices, type KeepChoices } from './keep-choices';
import { useCompareSide, type CompareInspectSide } from './use-compare-side';

interface Props {
  assetUID: string;
  sides: readonly CompareInspectSide[];
  tool: CompareTool;
  onShow: ShowRect;
  /** Whether the originals may be read (scale, inks); an external link may not allow it. */
  canReadOriginals: boolean;
  /** Whether a measurement may be kept as an annotation; undefined: as the project allows. */
  canAnnotate: boolean | undefined;
}

/** The chosen tool's readings for both versions, above the compare stage. */
export default function CompareInspectPanel({
  assetUID,
  sides,
  tool,
  onShow,
  canReadOriginals,
  canAnnotate,
}: Props) {
  const { t } = useTranslation('inspect');
  const [older, newer] = sides;
  const first = useQuery(assetQueryOptions(assetUID, older?.version ?? null));
  const second = useQuery(assetQueryOptions(assetUID, newer?.version ?? null));
  const latest = useQuery(assetQueryOptions(assetUID, null));
  // Inside the app the project decides, as in review: annotations only while it is changeable.
  const projectUID = canAnnotate === undefined ? (latest.data?.projectUID ?? null) : null;
  const project = useQuery({
    ...projectSummaryQueryOptions(projectUID ?? ''),
    enabled: projectUID !== null,
  });
  const state = project.data?.projectState;
  const annotating =
    canAnnotate ?? (project.data === null || state === 'Active' || state === 'OnHold');
  return (
    <section
      aria-label={t(`panel.${tool}`)}
      className="rounded-lg border border-slate-300 bg-white p-3 text-sm"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="font-semibold">{t(`panel.${tool}`)}</h2>
        <button
          type="button"
          aria-label={t('panel.close')}
          title={t('panel.close')}
          onClick={closeCompareTool}
          className={cn(
            'inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-100',
            focusRing,
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p className="mb-2 text-slate-700">
        {t(`compare.howTo.${tool}`)}
        {tool !== 'colour' && ` ${t('compare.snaps')}`}
      </p>
      {older && newer && first.data && second.data ? (
        <Readings
          assets={[first.data, second.data]}
          sides={[older, newer]}
          tool={tool}
          onShow={onShow}
          canReadOriginals={canReadOriginals}
          keep={keepChoices(
            [older.version, newer.version],
            latest.data?.version ?? null,
            annotating,
          )}
        />
      ) : (
        <Spinner label={t('compare.loading')} />
      )}
    </section>
  );
}

function Readings({
  assets,
  sides,
  tool,
  onShow,
  canReadOriginals,
  keep,
}: {
  assets: readonly [Asset, Asset];
  sides: readonly [CompareInspectSide, CompareInspectSide];
  tool: CompareTool;
  onShow: ShowRect;
  canReadOriginals: boolean;
  keep: KeepChoices;
}) {
  // A CMYK JPEG is decoded whole for its inks: only for the colour tool, as in review.
  const wantInks = tool === 'colour';
  const a = useCompareSide(assets[0], sides[0], canReadOriginals, wantInks);
  const b = useCompareSide(assets[1], sides[1], canReadOriginals, wantInks);
  return tool === 'colour' ? (
    <CompareColour sides={[a, b]} onShow={onShow} />
  ) : (
    <CompareMeasure assetUID={assets[1].assetUID} sides={[a, b]} tool={tool} keep={keep} />
  );
}
