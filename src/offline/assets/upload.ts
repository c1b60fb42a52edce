import type { ServiceContext } from '@/offline/platform/context';
import { notFound, preconditionFailed } from '@/offline/platform/http/errors';
import { fileTypeFromName } from '@/offline/platform/processing';
import type { UserRow } from '@/offline/users';
import type { ProjectRow } from '@/offline/projects';
import { assetVersionKey, type AssetVersionRow } from './rows';
import { assetKeys, newFileToken } from './files';
import { findAssetByName, findAssetVersion, nextVersionPlace, versionsOf } from './lookup';
import type { AssetProcessor } from './processing';
import { contentTypeForName } from './validation';
import { isMutableState } from '@/offline/projects';
import { assertStorageAvailable } from './storage-quota';

/** An accepted file, about to become a new asset or the next version of one. */
interface AssetUploadInput {
  project: ProjectRow;
  user: UserRow;
  /** A validated file name (not a path). */
  fileName: string;
  bytes: Uint8Array;
  /** As declared by the sender; null when none. */
  contentType: string | null;
  /** `packet`: a ZIP of 0.png, 1.png... (upload_packet). */
  kind: 'upload' | 'packet';
  /** upload_packet: the task the upload answers. */
  taskUID?: string | null;
  /** UploadChangedAsset: the asset whose next version this must be (instead of matching by name). */
  versionOf?: string;
}

/** Uploads need a project that is Active or OnHold; Completed, Archived and InTransit ones count as inactive (404). */
export function assertProjectAcceptsUploads(project: ProjectRow): void {
  if (!isMutableState(project.state)) {
    throw notFound(
      `Project '${project.projectUID}' is ${project.state} and accepts no uploads; only Active and OnHold projects do.`,
    );
  }
}

function fileTypeOf(input: AssetUploadInput): string {
  const fromName = fileTypeFromName(input.fileName);
  return input.kind === 'packet' ? fromName || 'png' : fromName;
}

/** The asset this upload versions, if any; 412 when its file type differs. */
function existingAsset(
  ctx: ServiceContext,
  input: AssetUploadInput,
  fileType: string,
): AssetVersionRow | undefined {
  const existing = input.versionOf
    ? findAssetVersion(ctx, input.versionOf)
    : findAssetByName(ctx, input.project.projectUID, input.fileName);
  if (!existing) {
    if (input.versionOf) throw notFound(`Asset '${input.versionOf}' of the task no longer exists.`);
    return undefined;
  }
  if (existing.fileType !== '' && fileType !== '' && existing.fileType !== fileType) {
    throw preconditionFailed(
      `'${input.fileName}' would be version ${(versionsOf(ctx, existing.assetUID).at(-1)?.version ?? 0) + 1} of '${existing.name}', ` +
        `but its file type .${fileType} differs from the asset's .${existing.fileType}; every version of an asset must have the same file type.`,
    );
  }
  return existing;
}

/**
 * Accepts an upload: checks the project (404), the version's file type (412) and the
 * storage quota (403) before anything is stored, then stores the original and queues
 * processing. Returns the new Pending version.
 */
export async function acceptAssetUpload(
  ctx: ServiceContext,
  processor: AssetProcessor,
  input: AssetUploadInput,
): Promise<AssetVersionRow> {
  const { project, user } = input;
  assertProjectAcceptsUploads(project);
  const fileType = fileTypeOf(input);
  existingAsset(ctx, input, fileType);
  assertStorageAvailable(ctx, user, project.clientUID, input.bytes.byteLength);

  const token = newFileToken('a');
  const originalKey = assetKeys.original(token);
  const contentType =
    input.kind === 'packet'
      ? 'application/zip'
      : (input.contentType ?? contentTypeForName(input.fileName));
  await ctx.files.put(originalKey, input.bytes, contentType);

  // Re-read after the write: another upload of the same name may have landed meanwhile.
  let existing: AssetVersionRow | undefined;
  try {
    existing = existingAsset(ctx, input, fileType);
  } catch (error) {
    await ctx.files.delete(originalKey);
    throw error;
  }
  const row: AssetVersionRow = {
    ...nextVersionPlace(ctx, project, existing),
    name: existing?.name ?? input.fileName,
    fileType: existing?.fileType || fileType,
    contentType,
    status: 'Pending',
    statusMessage: null,
    pagesCount: 0,
    fileSize: input.bytes.byteLength,
    created: ctx.clock.nowIso(),
    token,
    originalKey,
    pageKeys: [],
    thumbnailKey: null,
    source: { kind: input.kind },
    uploadedByUserUID: user.userUID,
    taskUID: input.taskUID ?? null,
  };
  ctx.db.insert('assets', assetVersionKey(row.assetUID, row.version), row);
  processor.enqueue(row);
  return row;
}
