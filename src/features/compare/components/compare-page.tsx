import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { BackLink, EmptyState, Spinner } from '@/components/ui';
import { isApiError } from '@/api/client';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { assetQueryOptions } from '@/entities/asset/queries';
import { assetHistoryQueryOptions } from '../api/get-versions';
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
  /** Drawn over each page panel (measure and colour tools), in step with the viewport. */
  stageOverlay?: StageOverlaySlot;
}

function range(latest: number): number[] {
  return Array.from({ length: latest }, (_, i) => i + 1);
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
  stageOverlay,
}: ComparePageProps) {
  const { t } = useTranslation('compare');
  const latest = useQuery(assetQueryOptions(assetUID, null));
  const projectUID = latest.data?.projectUID;
  const history = useQuery({
    ...assetHistoryQueryOptions(assetUID, projectUID ?? ''),
    enabled: projectUID !== undefined,
  });
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

  const missing = [latest.error, history.error].some(
    (error) => isApiError(error) && error.kind === 'not-found',
  );
  if (missing) return notFound;
  if (latest.isError || history.isError) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <QueryErrorAlert query={latest.isError ? latest : history} title={t('loadFailed')} />
      </div>
    );
  }
  const versions =
    history.data?.versions ??
    (latest.data && projectUID === undefined ? range(latest.data.version) : null);
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
        <EmptyState title={t('singleVersion.title')}>{t('singleVersion.body')}</EmptyState>
      </div>
    );
  }
  const state = history.data?.projectState ?? null;
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
        canConfirm={state === 'Active' || state === 'OnHold'}
        inspect={inspect}
        stageOverlay={stageOverlay}
      />
    </div>
  );
}
