import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import type { Asset, Project } from '@/api/types';
import { EmptyState, Spinner } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { projectKeys } from '@/entities/project/keys';
import { isSettled } from '@/lib/polling';
import { useProjectAssets } from '../api/project-assets';
import type { AssetLinks, VersionUploader } from '../model/types';
import { AssetCard } from './asset-card';
import { AssetTable } from './asset-table';
import { AssetDetailsDialog } from './details/asset-details-dialog';
import { ViewSwitch, type AssetView } from './view-switch';
import { QueryErrorAlert } from '@/components/query-error-alert';

export interface AssetsTabProps {
  project: Project;
  links: AssetLinks;
  /** Upload buttons (the uploads feature), shown above the assets. */
  uploadControls?: ReactNode;
  /** Queues a file as the next version of an asset; absent = no version uploads here. */
  onUploadVersion?: VersionUploader;
}

/** Refreshes the project record once assets finish processing, so counts and tabs follow. */
function useRefreshWhenSettled(projectUID: string, assets: Asset[] | undefined): void {
  const queryClient = useQueryClient();
  const settled = (assets ?? []).filter(isSettled).length;
  const previous = useRef(settled);
  useEffect(() => {
    if (settled > previous.current) {
      void queryClient.invalidateQueries({
        queryKey: projectKeys.detail(projectUID),
        exact: true,
      });
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    }
    previous.current = settled;
  }, [settled, projectUID, queryClient]);
}

/** The Assets tab: latest versions as a grid or list, updating by itself while files process. */
export function AssetsTab({ project, links, uploadControls, onUploadVersion }: AssetsTabProps) {
  // 'viewer' too: the proof report viewer would otherwise load its texts on first opening.
  const { t } = useTranslation(['assets', 'viewer']);
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const view: AssetView = params.get('view') === 'list' ? 'list' : 'grid';
  const query = useProjectAssets(project.projectUID, project.assets);
  const [openUID, setOpenUID] = useState<string | null>(null);
  useRefreshWhenSettled(project.projectUID, query.data);

  const assets = query.data ?? [];
  const open = openUID === null ? undefined : assets.find((asset) => asset.assetUID === openUID);
  const setView = (next: AssetView) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'grid') copy.delete('view');
        else copy.set('view', next);
        return copy;
      },
      { replace: true },
    );

  let body: ReactNode;
  if (query.isPending) body = <Spinner label={t('loading')} />;
  else if (query.isError && assets.length === 0) {
    body = <QueryErrorAlert query={query} />;
  } else if (assets.length === 0)
    body = <EmptyState title={t('empty.title')}>{t('empty.body')}</EmptyState>;
  else if (view === 'list')
    body = <AssetTable assets={assets} onOpen={(asset) => setOpenUID(asset.assetUID)} />;
  else {
    body = (
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-4">
        {assets.map((asset) => (
          <AssetCard key={asset.assetUID} asset={asset} onOpen={() => setOpenUID(asset.assetUID)} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('title')}{' '}
          <span className="text-base font-normal text-slate-700">
            {t('count', { count: assets.length, formatted: formatNumber(assets.length) })}
          </span>
        </h2>
        <ViewSwitch view={view} onChange={setView} />
      </div>
      {uploadControls}
      {body}
      {open && (
        <AssetDetailsDialog
          project={project}
          latest={open}
          links={links}
          onUploadVersion={onUploadVersion}
          onClose={() => setOpenUID(null)}
        />
      )}
    </section>
  );
}
