import type { Asset, Project } from '@/api/types';
import { uploadQueue } from '../stores/app-upload-queue';
import { useVersionConfirmStore, type VersionCandidate } from '../stores/confirm-store';
import { isPending, type UploadItem } from '../stores/upload-queue';
import { fileTypeOf } from './file-types';
import { planUploads, type KnownAsset } from './plan-uploads';

/** The project fields uploading needs. */
export type UploadProject = Pick<Project, 'projectUID' | 'name' | 'projectState'> & {
  assets?: readonly Asset[] | undefined;
};

/** Only Active and On hold projects take uploads; the service answers 404 for the others. */
export function acceptsUploads(project: Pick<Project, 'projectState'>): boolean {
  return project.projectState === 'Active' || project.projectState === 'OnHold';
}

/** Assets of the project plus files on their way to it (queued, or awaiting confirmation). */
function knownAssets(project: UploadProject, items: readonly UploadItem[]): KnownAsset[] {
  const assets = project.assets ?? [];
  const inRecord = new Set(assets.map((asset) => asset.assetUID));
  const known: KnownAsset[] = assets.map((asset) => ({
    assetUID: asset.assetUID,
    name: asset.name,
    version: asset.version,
  }));
  for (const item of items) {
    if (item.projectUID !== project.projectUID) continue;
    const onItsWay =
      isPending(item) || (item.status === 'uploaded' && !inRecord.has(item.assetUID ?? ''));
    if (onItsWay)
      known.push({ assetUID: item.assetUID, name: item.fileName, version: item.version ?? 1 });
  }
  const waiting = useVersionConfirmStore.getState().pending;
  if (waiting?.project.projectUID === project.projectUID) {
    for (const candidate of waiting.candidates) {
      known.push({ assetUID: null, name: candidate.assetName, version: candidate.nextVersion });
    }
  }
  return known;
}

/**
 * Puts dropped or picked files on the queue: new names go at once, a file whose name matches
 * an asset waits for the person to confirm it as the next version, and one that would change
 * an asset's file type is listed as refused with the reason.
 */
export function addAssetFiles(project: UploadProject, files: readonly File[]): void {
  if (files.length === 0) return;
  const plan = planUploads(files, knownAssets(project, uploadQueue.store.getState().items));
  const target = { projectUID: project.projectUID, projectName: project.name };
  const versions: VersionCandidate[] = [];
  uploadQueue.add(
    plan.flatMap((entry) => {
      if (entry.kind === 'version') {
        versions.push({
          file: entry.file,
          assetName: entry.assetName,
          currentVersion: entry.currentVersion,
          nextVersion: entry.nextVersion,
        });
        return [];
      }
      if (entry.kind === 'new') return [{ ...target, file: entry.file, fileName: entry.file.name }];
      return [
        {
          ...target,
          file: entry.file,
          fileName: entry.file.name,
          refusal: {
            assetName: entry.assetName,
            assetType: entry.assetType,
            fileType: entry.fileType,
          },
        },
      ];
    }),
  );
  if (versions.length === 0) return;
  useVersionConfirmStore.setState((state) => ({
    pending: {
      project: { projectUID: project.projectUID, name: project.name },
      candidates:
        state.pending?.project.projectUID === project.projectUID
          ? [...state.pending.candidates, ...versions]
          : versions,
    },
  }));
}

/** Queues the confirmed candidates, under the asset's own name so the service matches them. */
export function confirmVersions(candidates: readonly VersionCandidate[]): void {
  const pending = useVersionConfirmStore.getState().pending;
  useVersionConfirmStore.setState({ pending: null });
  if (!pending) return;
  uploadQueue.add(
    candidates.map((candidate) => ({
      projectUID: pending.project.projectUID,
      projectName: pending.project.name,
      file: candidate.file,
      fileName: candidate.assetName,
      version: candidate.nextVersion,
    })),
  );
}

export function dismissVersions(): void {
  useVersionConfirmStore.setState({ pending: null });
}

/** Why a chosen file cannot be the next version of `asset`, or null when it can. */
export function versionRefusal(
  asset: Pick<Asset, 'name'>,
  file: Pick<File, 'name'>,
): { assetType: string; fileType: string } | null {
  const assetType = fileTypeOf(asset.name);
  const fileType = fileTypeOf(file.name);
  return assetType !== fileType ? { assetType, fileType } : null;
}

/**
 * Queues `file` as version `nextVersion` of the asset (the person chose that explicitly),
 * sent under the asset's name so the service makes it the next version.
 */
export function addAssetVersion(
  project: Pick<Project, 'projectUID' | 'name'>,
  asset: Pick<Asset, 'name'>,
  nextVersion: number,
  file: File,
): void {
  uploadQueue.add([
    {
      projectUID: project.projectUID,
      projectName: project.name,
      file,
      fileName: asset.name,
      version: nextVersion,
    },
  ]);
}
