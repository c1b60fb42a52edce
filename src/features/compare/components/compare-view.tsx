import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '@/lib/i18n';
import { Alert, SelectField, Spinner } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { annotationsQueryOptions } from '@/entities/annotations/queries';
import { assetQueryOptions } from '@/entities/asset/queries';
import { pageBitmapUrl } from '../hooks/load-comparison';
import { ComparisonImageError } from '../hooks/comparison-error';
import { useComparison } from '../hooks/use-comparison';
import { useCompareTestApi } from '../hooks/use-compare-test-api';
import { useSharpRegion } from '../hooks/use-sharp-region';
import { annotationRegion, type PixelRect } from '../model/regions';
import { requestedChanges } from '../model/requested-changes';
import type { VersionPair } from '../model/versions';
import { createCompareStore } from '../stores/compare-store';
import { CompareInspectBar } from '../inspect/compare-inspect-bar';
import { FindMarks } from '../inspect/find-marks';
import { useCompareInspect } from '../inspect/use-compare-inspect';
import { CompareStage, type StageOverlaySlot } from './compare-stage';
import { CompareToolbar } from './compare-toolbar';
import { FixChecklist, type ReadOnlyReason } from './fix-checklist';

// The Text view (pdf.js text, word alignment) loads only when chosen.
const TextCompareView = lazy(() => import('../text/text-compare-view'));

/** PDF and Illustrator (PDF-compatible) files carry a text layer. */
const hasTextLayer = (name: string | undefined) => /\.(pdf|ai)$/i.test(name ?? '');

/** One version's page as an inspection tool gets it. */
export interface InspectSide {
  version: number;
  pageUrl: string;
  page: number;
}

/** Renders inspection tools for both sides; `show` brings a page rect into both views. */
export type InspectSlot = (sides: InspectSide[], show: (rect: PixelRect) => void) => ReactNode;

interface CompareViewProps {
  assetUID: string;
  pair: VersionPair;
  page: number;
  onPageChange: (page: number) => void;
  canConfirm: boolean;
  readOnlyReason: ReadOnlyReason;
  /**
   * Whether the viewer may download the originals, which the Text view, find and layers read;
   * an external review link may not allow it.
   */
  canReadOriginals: boolean;
  inspect?: InspectSlot | undefined;
  /** Drawn over each page panel of the stage (measure and colour tools). */
  stageOverlay?: StageOverlaySlot | undefined;
}

/** One pair of versions: their page images, the views and the fix checklist. */
export function CompareView({
  assetUID,
  pair,
  page,
  onPageChange,
  canConfirm,
  readOnlyReason,
  canReadOriginals,
  inspect,
  stageOverlay,
}: CompareViewProps) {
  const { t } = useTranslation('compare');
  const [store] = useState(createCompareStore);
  const before = useQuery(assetQueryOptions(assetUID, pair.from));
  const after = useQuery(assetQueryOptions(assetUID, pair.to));
  const annotations = useQuery(annotationsQueryOptions(assetUID));
  const pages = Math.min(before.data?.pagesCount ?? 0, after.data?.pagesCount ?? 0);
  const shownPage = Math.min(page, Math.max(0, pages - 1));
  const beforeUrl = before.data?.fullSizeBitmapUrl;
  const afterUrl = after.data?.fullSizeBitmapUrl;
  const mode = useStore(store, (s) => s.mode);
  const textMode = mode === 'text';
  // Kept loaded in the Text view too: back in a pixel view its images are there at once.
  const bitmaps = useComparison(
    beforeUrl ? pageBitmapUrl(beforeUrl, shownPage) : null,
    afterUrl ? pageBitmapUrl(afterUrl, shownPage) : null,
  );
  // Find and layers; with a layer changed, the pages drawn from both PDFs (the bitmaps until then).
  const tools = useCompareInspect(
    assetUID,
    pair,
    { before: before.data, after: after.data },
    shownPage,
    bitmaps.status === 'ready' ? bitmaps.comparison : null,
    canReadOriginals,
  );
  const comparison = tools.layered.comparison
    ? ({ status: 'ready', comparison: tools.layered.comparison } as const)
    : bitmaps;
  const changes = annotations.data ? requestedChanges(annotations.data, pair.from) : [];
  const sharp = useSharpRegion(store, comparison.status === 'ready' ? comparison.comparison : null);
  useCompareTestApi(store, comparison, sharp, changes, shownPage);

  const failure = before.error ?? after.error ?? annotations.error;
  if (failure) {
    return (
      <Alert tone="error" title={t('loadFailed')}>
        {describeError(failure)}
      </Alert>
    );
  }
  if (before.data && after.data && (!beforeUrl || !afterUrl)) {
    return <Alert tone="info">{t('notProcessed')}</Alert>;
  }

  if (textMode) {
    return (
      <div className="flex flex-col gap-6">
        <CompareToolbar store={store} to={pair.to} />
        {before.data && after.data ? (
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <TextCompareView
              assetUID={assetUID}
              pair={pair}
              hasPdf={hasTextLayer(before.data.name) && hasTextLayer(after.data.name)}
              canReadOriginals={canReadOriginals}
              changes={changes}
              onPixelView={(next) => store.getState().setMode(next)}
            />
          </Suspense>
        ) : (
          <Spinner label={t('loading')} />
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {pages > 1 && (
        <div className="w-44">
          <SelectField
            label={t('page.label')}
            value={shownPage}
            onChange={(event) => onPageChange(Number(event.target.value))}
          >
            {Array.from({ length: pages }, (_, i) => (
              <option key={i} value={i}>
                {t('page.option', { page: i + 1, count: pages })}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <CompareToolbar store={store} to={pair.to} />
      <CompareInspectBar
        inspect={tools}
        store={store}
        from={pair.from}
        to={pair.to}
        page={shownPage}
        onPageChange={onPageChange}
      />
      {inspect &&
        beforeUrl &&
        afterUrl &&
        inspect(
          [
            { version: pair.from, pageUrl: pageBitmapUrl(beforeUrl, shownPage), page: shownPage },
            { version: pair.to, pageUrl: pageBitmapUrl(afterUrl, shownPage), page: shownPage },
          ],
          (rect) => store.getState().showRect(rect),
        )}
      {comparison.status === 'error' && (
        <Alert tone="error" title={t('imagesFailed')}>
          {comparison.error instanceof ComparisonImageError
            ? t('imageUnreadable')
            : describeError(comparison.error)}
        </Alert>
      )}
      {comparison.status === 'loading' && <Spinner label={t('loadingImages')} />}
      {comparison.status === 'ready' && (
        <>
          <CompareStage
            store={store}
            comparison={comparison.comparison}
            sharp={sharp}
            from={pair.from}
            to={pair.to}
            marks={(side) => (
              <FindMarks store={store} result={tools.result} page={shownPage} side={side} />
            )}
            toolOverlay={stageOverlay}
          />
          {annotations.data ? (
            <FixChecklist
              assetUID={assetUID}
              changes={changes}
              comparison={comparison.comparison}
              page={shownPage}
              from={pair.from}
              to={pair.to}
              canConfirm={canConfirm}
              readOnlyReason={readOnlyReason}
              onShowPage={onPageChange}
              onShowRegion={(change) => {
                const region = annotationRegion(change.shape, comparison.comparison.size);
                if (region) store.getState().showRect(region);
              }}
            />
          ) : (
            <Spinner label={t('fixes.loading')} />
          )}
        </>
      )}
    </div>
  );
}
