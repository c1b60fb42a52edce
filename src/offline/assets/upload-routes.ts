import type { HttpHandler } from 'msw';
import type { AssetUIDResult } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { ok } from '@/offline/platform/http/envelope';
import { notFound, preconditionFailed } from '@/offline/platform/http/errors';
import { authedRoute } from '@/offline/platform/http/route';
import type { AssetProcessor } from './processing';
import { acceptAssetUpload, assertProjectAcceptsUploads } from './upload';
import { requireVisibleProject } from '@/offline/users';
import { isAssetUploadType, isOpen } from '@/offline/tasks';
import { requireVisibleTask } from '@/offline/tasks';
import type { UserRow } from '@/offline/users';
import type { ProjectRow } from '@/offline/projects';
import type { TaskRow } from '@/offline/tasks';
import { readUploadRequest } from './input';
import { fetchUrlUpload } from './url-upload';

const ACCEPTED =
  'The asset was uploaded and is pending processing; track its status with GET /api/v1/asset.';

function accepted(assetUID: string): Response {
  const result: AssetUIDResult = { assetUID };
  return ok(result, ACCEPTED);
}

/** The open upload task of the project that an upload_packet answers: 404 when there is none, 412 for other types. */
function requirePacketTask(
  ctx: ServiceContext,
  user: UserRow,
  project: ProjectRow,
  taskUID: string,
): TaskRow {
  const task = requireVisibleTask(ctx, user, taskUID);
  if (task.projectUID !== project.projectUID)
    throw notFound(`Task '${taskUID}' is not a task of project '${project.projectUID}'.`);
  if (!isOpen(task.status))
    throw notFound(`Task '${taskUID}' is ${task.status} and no longer accepts uploads.`);
  if (!isAssetUploadType(task.type)) {
    throw preconditionFailed(
      `Task '${taskUID}' is a ${task.type} task; packets answer UploadAssets or UploadChangedAsset tasks only.`,
    );
  }
  return task;
}

/** POST /api/v1/asset/upload, upload_url and upload_packet. */
export function assetUploadHandlers(ctx: ServiceContext, processor: AssetProcessor): HttpHandler[] {
  return [
    authedRoute(ctx, 'post', '/asset/upload', async ({ request, user }) => {
      const input = await readUploadRequest(request, { taskUID: false });
      const project = requireVisibleProject(ctx, user, input.projectUID);
      const row = await acceptAssetUpload(ctx, processor, {
        project,
        user,
        fileName: input.fileName,
        bytes: input.file.bytes,
        contentType: input.file.contentType,
        kind: 'upload',
      });
      return accepted(row.assetUID);
    }),
    authedRoute(ctx, 'post', '/asset/upload_url', async ({ request, user }) => {
      const { project, fetched } = await fetchUrlUpload(ctx, user, request);
      const row = await acceptAssetUpload(ctx, processor, {
        project,
        user,
        fileName: fetched.fileName,
        bytes: fetched.bytes,
        contentType: fetched.contentType,
        kind: 'upload',
      });
      return accepted(row.assetUID);
    }),
    authedRoute(ctx, 'post', '/asset/upload_packet', async ({ request, user }) => {
      const input = await readUploadRequest(request, { taskUID: true });
      const project = requireVisibleProject(ctx, user, input.projectUID);
      assertProjectAcceptsUploads(project);
      const task = requirePacketTask(ctx, user, project, input.taskUID ?? '');
      const row = await acceptAssetUpload(ctx, processor, {
        project,
        user,
        fileName: input.fileName,
        bytes: input.file.bytes,
        contentType: 'application/zip',
        kind: 'packet',
        taskUID: task.taskUID,
        versionOf:
          task.type === 'UploadChangedAsset' ? (task.requestedAssetUID ?? undefined) : undefined,
      });
      return accepted(row.assetUID);
    }),
  ];
}
