import type { HttpHandler } from 'msw';
import type { RefDocUIDResult } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { ok, okMessage } from '@/offline/platform/http/envelope';
import { notFound, ValidationProblem } from '@/offline/platform/http/errors';
import { FieldReader } from '@/offline/platform/http/fields';
import { readJsonObject } from '@/offline/platform/http/request';
import { authedRoute, fileRoute } from '@/offline/platform/http/route';
import { contentDisposition, REFDOC_TOKEN_PATTERN } from '@/offline/assets';
import { requireVisibleProject } from '@/offline/users';
import { readRefDocFile } from './files';
import { findRefDocByToken, requireVisibleRefDoc } from './lookup';
import { acceptRefDocUpload, addRefDocLink, deleteRefDoc } from './ops';
import type { RefDocProcessor } from './processing';
import { fileResponse } from '@/offline/assets';
import { readHttpUrl, readUploadRequest } from '@/offline/assets';
import { fetchUrlUpload } from '@/offline/assets';

const PENDING =
  'The reference document was uploaded and is pending processing; its status shows in the project record (IsLoadRefDocs).';

function accepted(refDocUID: string, message: string): Response {
  const result: RefDocUIDResult = { refDocUID };
  return ok(result, message);
}

/** Reference documents: upload, upload_url, add_url, delete, and the file URL `/files/<token>/<name>`. */
export function refDocHandlers(ctx: ServiceContext, processor: RefDocProcessor): HttpHandler[] {
  return [
    authedRoute(ctx, 'post', '/refdoc/upload', async ({ request, user }) => {
      const input = await readUploadRequest(request, { taskUID: false, rejectEmpty: true });
      const project = requireVisibleProject(ctx, user, input.projectUID);
      const row = await acceptRefDocUpload(ctx, processor, {
        project,
        user,
        fileName: input.fileName,
        ...input.file,
      });
      return accepted(row.refDocUID, PENDING);
    }),
    authedRoute(ctx, 'post', '/refdoc/upload_url', async ({ request, user }) => {
      const { input, project, fetched } = await fetchUrlUpload(ctx, user, request);
      if (fetched.bytes.byteLength === 0)
        throw ValidationProblem.of(
          input.urlKey,
          `The file at ${input.url.href} is empty (0 bytes).`,
        );
      const row = await acceptRefDocUpload(ctx, processor, { project, user, ...fetched });
      return accepted(row.refDocUID, PENDING);
    }),
    authedRoute(ctx, 'post', '/refdoc/add_url', async ({ request, user }) => {
      const reader = new FieldReader(await readJsonObject(request), 'body');
      const projectUID = reader.string('projectUID', { required: true });
      const url = readHttpUrl(reader, 'url');
      const name = reader.string('name', { maxLength: 255 });
      reader.done();
      const project = requireVisibleProject(ctx, user, projectUID ?? '');
      const trimmed = name?.trim();
      const row = addRefDocLink(
        ctx,
        project,
        user,
        url ?? new URL('http://invalid'),
        trimmed ? trimmed : undefined,
      );
      return accepted(row.refDocUID, 'The link was added as a reference document.');
    }),
    authedRoute(ctx, 'delete', '/refdoc', async ({ request, user }) => {
      const reader = new FieldReader(await readJsonObject(request), 'body');
      const refDocUID = reader.string('refDocUID', { required: true });
      reader.done();
      const row = requireVisibleRefDoc(ctx, user, refDocUID ?? '');
      const project = requireVisibleProject(ctx, user, row.projectUID);
      await deleteRefDoc(ctx, processor, project, row);
      return okMessage(`Reference document '${row.name}' was deleted.`);
    }),
    fileRoute(ctx, `*/files/:token(${REFDOC_TOKEN_PATTERN})/:name`, async ({ params }) => {
      const row =
        typeof params.token === 'string' ? findRefDocByToken(ctx, params.token) : undefined;
      const file = row?.status === 'Processed' ? await readRefDocFile(ctx, row) : undefined;
      if (!row || !file)
        throw notFound(
          'The file was not found; the reference document may be deleted or not processed yet.',
        );
      return fileResponse(file, { 'Content-Disposition': contentDisposition('inline', row.name) });
    }),
  ];
}
