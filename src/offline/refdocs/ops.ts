import type { ServiceContext } from '@/offline/platform/context';
import { notAcceptable } from '@/offline/platform/http/errors';
import { newUid } from '@/offline/platform/ids';
import { eventProjectOf } from '@/offline/projects';
import type { UserRow } from '@/offline/users';
import type { ProjectRow } from '@/offline/projects';
import type { RefDocRow } from './rows';
import { newFileToken, refDocFileKey } from '@/offline/assets';
import { assertProjectAcceptsUploads } from '@/offline/assets';
import { contentTypeForName } from '@/offline/assets';
import { refDocsOfProject } from './lookup';
import { emitRefDocUploaded, type RefDocProcessor } from './processing';
import { isMutableState } from '@/offline/projects';
import { assertStorageAvailable } from '@/offline/assets';

interface RefDocUploadInput {
  project: ProjectRow;
  user: UserRow;
  /** A validated file name (not a path). */
  fileName: string;
  bytes: Uint8Array;
  contentType: string | null;
}

/** Stores an uploaded document after the project (404) and quota (403) checks and queues it; returns the Pending row. */
export async function acceptRefDocUpload(
  ctx: ServiceContext,
  processor: RefDocProcessor,
  input: RefDocUploadInput,
): Promise<RefDocRow> {
  const { project, user } = input;
  assertProjectAcceptsUploads(project);
  assertStorageAvailable(ctx, user, project.clientUID, input.bytes.byteLength);
  const token = newFileToken('d');
  const fileKey = refDocFileKey(token);
  const contentType = input.contentType ?? contentTypeForName(input.fileName);
  await ctx.files.put(fileKey, input.bytes, contentType);
  const row: RefDocRow = {
    refDocUID: newUid(),
    projectUID: project.projectUID,
    clientUID: project.clientUID,
    name: input.fileName,
    kind: 'File',
    linkUrl: null,
    status: 'Pending',
    fileSize: input.bytes.byteLength,
    contentType,
    created: ctx.clock.nowIso(),
    token,
    fileKey,
    source: { kind: 'upload' },
    uploadedByUserUID: user.userUID,
  };
  ctx.db.insert('refDocs', row.refDocUID, row);
  processor.enqueue(row);
  return row;
}

/** POST /api/v1/refdoc/add_url: a plain link, Processed at once (refdoc.uploaded fires now). */
export function addRefDocLink(
  ctx: ServiceContext,
  project: ProjectRow,
  user: UserRow,
  url: URL,
  name: string | undefined,
): RefDocRow {
  assertProjectAcceptsUploads(project);
  const row: RefDocRow = {
    refDocUID: newUid(),
    projectUID: project.projectUID,
    clientUID: project.clientUID,
    name: name ?? url.href,
    kind: 'Url',
    linkUrl: url.href,
    status: 'Processed',
    fileSize: null,
    contentType: null,
    created: ctx.clock.nowIso(),
    token: null,
    fileKey: null,
    source: null,
    uploadedByUserUID: user.userUID,
  };
  ctx.db.insert('refDocs', row.refDocUID, row);
  emitRefDocUploaded(ctx, row);
  return row;
}

/** DELETE /api/v1/refdoc: 406 unless the project is Active or OnHold; emits refdoc.deleted. */
export async function deleteRefDoc(
  ctx: ServiceContext,
  processor: RefDocProcessor,
  project: ProjectRow,
  row: RefDocRow,
): Promise<void> {
  if (!isMutableState(project.state)) {
    throw notAcceptable(
      `The project is ${project.state} and read-only; reference documents can be deleted only in Active or OnHold projects.`,
    );
  }
  processor.cancel(row.refDocUID);
  ctx.db.remove('refDocs', row.refDocUID);
  ctx.events.emit(project.clientUID, 'refdoc.deleted', {
    ProjectUID: project.projectUID,
    RefDocUID: row.refDocUID,
    Project: eventProjectOf(ctx, project),
  });
  if (row.fileKey) await ctx.files.delete(row.fileKey);
}

/** A project is being deleted: its documents and files go without events. */
export async function removeProjectRefDocs(
  ctx: ServiceContext,
  processor: RefDocProcessor,
  projectUID: string,
): Promise<void> {
  const rows = [...refDocsOfProject(ctx, projectUID)];
  for (const row of rows) {
    processor.cancel(row.refDocUID);
    ctx.db.remove('refDocs', row.refDocUID);
  }
  await Promise.all(rows.flatMap((row) => (row.fileKey ? [ctx.files.delete(row.fileKey)] : [])));
}
