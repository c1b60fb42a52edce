import type { HttpHandler } from 'msw';
import type { ServiceContext } from '@/offline/platform/context';
import { ok } from '@/offline/platform/http/envelope';
import { readJsonObject } from '@/offline/platform/http/request';
import { authedRoute } from '@/offline/platform/http/route';
import type { AuthedRequest } from '@/offline/platform/http/types';
import { requireVisibleProject } from '@/offline/users';
import {
  createChangedAssetTask,
  createExternalReviewTask,
  createReviewTask,
  createUploadTask,
  type TaskBaseInput,
} from './create';
import {
  readChangeUploadTaskBody,
  readExternalReviewTaskBody,
  readReviewTaskBody,
  readUploadTaskBody,
  type TaskCreateBase,
} from './input';
import { buildTaskRecord } from './record';
import type { TaskRow } from './rows';

/**
 * The app's origin for review links: the caller's Origin header (the app calling
 * `npm run offline:server` from its own origin), else the app origin the server was started with,
 * else the origin the request came to.
 */
function appOriginOf(ctx: ServiceContext, req: AuthedRequest): string {
  const header = req.request.headers.get('Origin');
  if (header && URL.canParse(header)) {
    const url = new URL(header);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  }
  return ctx.appOrigin ?? req.origin;
}

/** POST /task/asset_upload, /asset_change_upload, /refdoc_upload, /review_asset and /review_asset_ext. */
export function taskCreateHandlers(ctx: ServiceContext): HttpHandler[] {
  // Shared order: 400 body, 404 project, then the rules' 412s and 404s.
  const create =
    <B extends TaskCreateBase>(
      read: (body: Record<string, unknown>) => B,
      make: (body: B, base: TaskBaseInput) => TaskRow,
    ) =>
    async (req: AuthedRequest) => {
      const body = read(await readJsonObject(req.request));
      const project = requireVisibleProject(ctx, req.user, body.projectUID);
      const base: TaskBaseInput = {
        project,
        dueDate: body.dueDate,
        comment: body.comment,
        appOrigin: appOriginOf(ctx, req),
        createdBy: req.user,
      };
      return ok(buildTaskRecord(ctx, make(body, base)), 'The task was created.');
    };
  return [
    authedRoute(
      ctx,
      'post',
      '/task/asset_upload',
      create(readUploadTaskBody, (body, base) =>
        createUploadTask(ctx, { ...base, type: 'UploadAssets', userUID: body.userUID }),
      ),
    ),
    authedRoute(
      ctx,
      'post',
      '/task/refdoc_upload',
      create(readUploadTaskBody, (body, base) =>
        createUploadTask(ctx, { ...base, type: 'UploadRefDocs', userUID: body.userUID }),
      ),
    ),
    authedRoute(
      ctx,
      'post',
      '/task/asset_change_upload',
      create(readChangeUploadTaskBody, (body, base) =>
        createChangedAssetTask(ctx, { ...base, userUID: body.userUID, assetUID: body.assetUID }),
      ),
    ),
    authedRoute(
      ctx,
      'post',
      '/task/review_asset',
      create(readReviewTaskBody, (body, base) =>
        createReviewTask(ctx, {
          ...base,
          userUID: body.userUID,
          assetUIDs: body.assetUIDs,
          options: body.options,
        }),
      ),
    ),
    authedRoute(
      ctx,
      'post',
      '/task/review_asset_ext',
      create(readExternalReviewTaskBody, (body, base) =>
        createExternalReviewTask(ctx, {
          ...base,
          email: body.email,
          assetUIDs: body.assetUIDs,
          password: body.password,
          emailSubject: body.emailSubject,
          language: body.language,
          isReadOnly: body.isReadOnly,
          isAllowDownloadAssets: body.isAllowDownloadAssets,
        }),
      ),
    ),
  ];
}
