import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Asset, Project } from '@/api/types';
import { Button, Dialog } from '@/components/ui';
import { useAssetVersion } from '../../api/get-asset';
import { useAssetVersions } from '../../api/project-assets';
import { isProjectWritable } from '../../model/status';
import type { AssetLinks, VersionUploader } from '../../model/types';
import { AssetActions } from './asset-actions';
import { VersionList } from './version-list';
import { VersionSummary } from './version-summary';

export interface AssetDetailsDialogProps {
  project: Project;
  /** The latest version, as the asset list shows it. */
  latest: Asset;
  links: AssetLinks;
  onUploadVersion?: VersionUploader | undefined;
  onClose: () => void;
}

/** Everything about one asset: each of its versions, and what can be done with it. */
export function AssetDetailsDialog({
  project,
  latest,
  links,
  onUploadVersion,
  onClose,
}: AssetDetailsDialogProps) {
  const { t } = useTranslation('assets');
  const [chosen, setChosen] = useState<number | null>(null);
  const versions = useAssetVersions(project.projectUID, latest.assetUID);
  const known = versions.data ?? [latest];
  // A chosen version that was deleted meanwhile falls back to the latest.
  const version =
    known.some((v) => v.version === chosen) && chosen !== null ? chosen : latest.version;
  const selectedQuery = useAssetVersion(latest.assetUID, version);
  const selected = selectedQuery.data ?? known.find((v) => v.version === version) ?? latest;

  return (
    <Dialog
      open
      onClose={onClose}
      title={latest.name}
      description={t('details.description', { count: known.length, latest: latest.version })}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
      }
    >
      <VersionSummary asset={selected} isLatest={selected.version === latest.version} />
      <AssetActions
        project={project}
        latest={latest}
        selected={selected}
        versionCount={known.length}
        links={links}
        writable={isProjectWritable(project.projectState)}
        onUploadVersion={onUploadVersion}
        onDeleted={(all) => (all ? onClose() : setChosen(null))}
      />
      <VersionList
        versions={known}
        selected={selected.version}
        loading={versions.isPending}
        onSelect={setChosen}
      />
    </Dialog>
  );
}
