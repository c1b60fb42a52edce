import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { BackLink, EmptyState, Spinner } from '@/components/ui';
import { isApiError } from '@/api/client';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { assetQueryOptions } from '@/entities/asset/queries';
import { useAssetVersions } from '../hooks/use-asset-versions';
import { resolveVersionPair, type VersionPair } from '../model/versions';
import type { StageOverlaySlot } from './compare-stage';
import { CompareView, type InspectSlot } from './compare-view';
import { VersionPicker } from './version-picker';

/** Links the app layer builds (it owns the route table). */
export interface CompareLinks {
  review: (assetUID: string) => string;
}

export interface ComparePageProps {
  assetUID: string;
  /** `from` and `to` as the address has them; repaired when missing or unknown. */
  from: string | null;
  to: string | null;
  /** Another pair was chosen: the app layer puts it in the address. */
  onVersionsChange: (pair: VersionPair) => void;
  links: CompareLinks;
  /** The app's not-found page, shown when there is no such asset. */
  notFound: ReactNode;
  /** Inspection tools the app composes in (barcodes): both sides' pages and a way to show a place. */
  inspect?: InspectSlot;
  /**
   * An external review link's session: it may read the asset in every version but not its
   * project (the versions are asked for one by one), nothing is changed from here ("Was it
   * fixed?" shows the checks without confirming them), and the Text view needs the link to
   * allow the originals.
   */
  reviewLink?: { canReadOriginals: boolean };
  /** Drawn over each page panel (measure and colour tools), in step with the viewport. */
  stageOverlay?: StageOverlaySlot;
}

/** Compare two versions of an asset: side by side, overlay, difference, and "was it fixed?". */
export function ComparePage({
  assetUID,
  from,
  to,
  onVersionsChange,
  links,
  notFound,
  inspect,
  reviewLink,
  stageOverlay,
}: ComparePageProps) {
  const { t } = useTranslation('compare');
  const latest = useQuery(assetQueryOptions(assetUID, null));
  const history = useAssetVersions(assetUID, latest.data, reviewLink ? 'asset' : 'project');
  const historyError = history.status === 'error' ? history.error : null;
  const [page, setPage] = useState(0);

  const header = (
    <header className="flex flex-col gap-1">
      <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
      {latest.data && <p className="text-sm text-slate-700">{latest.data.name}</p>}
      <p>
        <BackLink to={links.review(assetUID)}>{t('backToReview')}</BackLink>
      </p>
    </header>
  );

  const missing = [latest.error, historyError].some(
    (error) => isApiError(error) && error.kind === 'not-found',
  );
  if (missing) return notFound;
  const failed = latest.isError ? latest : history.status === 'error' ? history : null;
  if (failed) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <QueryErrorAlert query={failed} title={t('loadFailed')} />
      </div>
    );
  }
  const versions = history.status === 'ready' ? history.versions : null;
  if (!latest.data || !versions) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <Spinner label={t('loading')} />
      </div>
    );
  }
  const pair = resolveVersionPair(versions, from, to);
  if (!pair) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <EmptyState title={t('singleVersion.title')}>
          {t(reviewLink ? 'singleVersion.linkBody' : 'singleVersion.body')}
        </EmptyState>
      </div>
    );
  }
  const state = history.status === 'ready' ? history.projectState : null;
  return (
    <div className="flex flex-col gap-4">
      {header}
      <VersionPicker
        versions={versions}
        pair={pair}
        onChange={(next) => {
          setPage(0);
          onVersionsChange(next);
        }}
      />
      <CompareView
        key={`${pair.from}-${pair.to}`}
        assetUID={assetUID}
        pair={pair}
        page={page}
        onPageChange={setPage}
        canConfirm={!reviewLink && (state === 'Active' || state === 'OnHold')}
        readOnlyReason={reviewLink ? 'review-link' : 'project-inactive'}
        canReadOriginals={reviewLink?.canReadOriginals ?? true}
        inspect={inspect}
        stageOverlay={stageOverlay}
      />
    </div>
  );
}
