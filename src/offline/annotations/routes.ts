import type { HttpHandler } from 'msw';
import type { ServiceContext } from '@/offline/platform/context';
import { envelope, jsonTextResponse, ok, okMessage } from '@/offline/platform/http/envelope';
import { queryRecord, readJsonObject } from '@/offline/platform/http/request';
import { authedRoute } from '@/offline/platform/http/route';
import { actorOf, requireAnnotatedAsset, requireVisibleAnnotation } from './access';
import { annotationIndex } from './annotation-index';
import {
  createAnnotation,
  deleteAnnotation,
  editAnnotation,
  setAnnotationCompleted,
  setAnnotationHidden,
} from './ops';
import { annotationPagesJson, toAnnotationRecord } from './record';
import {
  readAnnotationCreate,
  readAnnotationEdit,
  readAnnotationHide,
  readAnnotationListQuery,
  readAnnotationQuery,
  readAnnotationRef,
} from './validation';
import type { AnnotationRow } from './rows';

/** The success envelope around a result that is already JSON (the cached annotation listing). */
function okSerialized(resultJson: string): Response {
  const shell = JSON.stringify(envelope(null, 'Success'));
  return jsonTextResponse(`${shell.slice(0, -'null}'.length)}${resultJson}}`);
}

/** Every /api/v1/annotation endpoint. */
export function annotationHandlers(ctx: ServiceContext): HttpHandler[] {
  return [
    authedRoute(ctx, 'get', '/annotation/all', (req) => {
      const { assetUID, pageNum } = readAnnotationListQuery(queryRecord(req.request));
      requireAnnotatedAsset(ctx, req, assetUID);
      const pages =
        annotationIndex(ctx).byAsset.get(assetUID) ?? new Map<number, AnnotationRow[]>();
      // A page asked for is always in the result, empty when it has no annotations.
      return okSerialized(
        annotationPagesJson(
          pageNum === null ? pages : new Map([[pageNum, pages.get(pageNum) ?? []]]),
        ),
      );
    }),
    authedRoute(ctx, 'get', '/annotation', (req) => {
      const row = requireVisibleAnnotation(ctx, req, readAnnotationQuery(queryRecord(req.request)));
      return ok(toAnnotationRecord(row));
    }),
    authedRoute(ctx, 'post', '/annotation', async (req) => {
      const input = readAnnotationCreate(await readJsonObject(req.request));
      const asset = requireAnnotatedAsset(ctx, req, input.assetUID);
      const row = createAnnotation(ctx, actorOf(req), asset, input);
      return ok(
        toAnnotationRecord(row),
        row.parentAnnotationUID === null ? 'The annotation was added.' : 'The comment was added.',
      );
    }),
    authedRoute(ctx, 'put', '/annotation', async (req) => {
      const { annotationUID, text } = readAnnotationEdit(await readJsonObject(req.request));
      const row = editAnnotation(
        ctx,
        actorOf(req),
        requireVisibleAnnotation(ctx, req, annotationUID),
        text,
      );
      return ok(toAnnotationRecord(row), 'The annotation was edited.');
    }),
    authedRoute(ctx, 'delete', '/annotation', async (req) => {
      const uid = readAnnotationRef(await readJsonObject(req.request));
      const removed = deleteAnnotation(ctx, actorOf(req), requireVisibleAnnotation(ctx, req, uid));
      return okMessage(
        removed > 1
          ? `The annotation and its ${removed - 1} comment(s) were deleted.`
          : 'The annotation was deleted.',
      );
    }),
    authedRoute(ctx, 'put', '/annotation/hide', async (req) => {
      const { annotationUID, isHidden } = readAnnotationHide(await readJsonObject(req.request));
      const row = setAnnotationHidden(
        ctx,
        requireVisibleAnnotation(ctx, req, annotationUID),
        isHidden,
      );
      return ok(
        toAnnotationRecord(row),
        isHidden ? 'The annotation is hidden.' : 'The annotation is shown.',
      );
    }),
    authedRoute(ctx, 'put', '/annotation/complete', async (req) => {
      const uid = readAnnotationRef(await readJsonObject(req.request));
      const row = setAnnotationCompleted(ctx, requireVisibleAnnotation(ctx, req, uid), true);
      return ok(toAnnotationRecord(row), 'The annotation was completed.');
    }),
    authedRoute(ctx, 'put', '/annotation/uncomplete', async (req) => {
      const uid = readAnnotationRef(await readJsonObject(req.request));
      const row = setAnnotationCompleted(ctx, requireVisibleAnnotation(ctx, req, uid), false);
      return ok(toAnnotationRecord(row), 'The annotation was un-completed.');
    }),
  ];
}
