import type { Asset } from '@/api/types';
import { AssetsTab, type VersionUploadOutcome } from '@/features/assets';
import { AssetUploadControls, addAssetVersion, versionRefusal } from '@/features/uploads';
import { paths } from '../paths';
import { useRouteProject } from './use-route-project';

const links = {
  review: (assetUID: string) => paths.review.getHref({ assetUID }),
  compare: (assetUID: string) => paths.compare.getHref({ assetUID }),
  library: (folder: string, asset: string | null) => paths.library.getHref({ folder, asset }),
};

/** The Assets tab: the asset list (assets feature) with upload buttons (uploads feature). */
export function Component() {
  const project = useRouteProject();
  if (!project) return null;
  const uploadVersion = (asset: Asset, nextVersion: number, file: File): VersionUploadOutcome => {
    const refusal = versionRefusal(asset, file);
    if (refusal) return { queued: false, ...refusal };
    addAssetVersion(project, asset, nextVersion, file);
    return { queued: true };
  };
  return (
    <AssetsTab
      project={project}
      links={links}
      uploadControls={<AssetUploadControls project={project} />}
      onUploadVersion={uploadVersion}
    />
  );
}
