import type { HttpHandler } from 'msw';
import type { Asset, DownloadLink } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { ok, okMessage } from '@/offline/platform/http/envelope';
import { notAcceptable } from '@/offline/platform/http/errors';
import { FieldReader } from '@/offline/platform/http/fields';
import { queryRecord, readJsonObject } from '@/offline/platform/http/request';
import { authedRoute } from '@/offline/platform/http/route';
import { deleteAssetVersions } from './delete';
import { assetUrls } from './files';
import { projectOfAsset, requireVisibleAsset } from './lookup';
import type { AssetProcessor } from './processing';
import { buildAssetRecord } from './record';
import { createAssetReport } from './report';

/** AssetUID (required) and, where allowed, Version from the query. */
function readAssetQuery(
  request: Request,
  withVersion: boolean,
): { assetUID: string; version: number | undefined } {
  const reader = new FieldReader(queryRecord(request), 'query');
  const assetUID = reader.string('AssetUID', { required: true });
  const version = withVersion ? reader.integer('Version', { min: 1 }) : undefined;
  reader.done();
  return { assetUID: assetUID ?? '', version: version ?? undefined };
}

/** GET and DELETE /api/v1/asset, the download link and the asset proof report. */
export function assetHandlers(ctx: ServiceContext, processor: AssetProcessor): HttpHandler[] {
  return [
    authedRoute(ctx, 'get', '/asset', ({ request, user, origin }) => {
      const { assetUID, version } = readAssetQuery(request, true);
      const result: Asset = buildAssetRecord(
        ctx,
        requireVisibleAsset(ctx, user, assetUID, version),
        origin,
      );
      return ok(result);
    }),
    authedRoute(ctx, 'delete', '/asset', async ({ request, user }) => {
      const reader = new FieldReader(await readJsonObject(request), 'body');
      const assetUID = reader.string('assetUID', { required: true });
      const version = reader.integer('version', { min: 1 });
      reader.done();
      const row = requireVisibleAsset(ctx, user, assetUID ?? '', version ?? undefined);
      await deleteAssetVersions(
        ctx,
        processor,
        projectOfAsset(ctx, row),
        row,
        version ?? undefined,
      );
      return okMessage(
        version === undefined || version === null
          ? `Asset '${row.name}' and every version of it were deleted.`
          : `Version ${row.version} of asset '${row.name}' was deleted.`,
      );
    }),
    authedRoute(ctx, 'get', '/asset/download', ({ request, user, origin }) => {
      const query = readAssetQuery(request, true);
      const row = requireVisibleAsset(ctx, user, query.assetUID, query.version);
      if (row.status !== 'Processed') {
        throw notAcceptable(
          row.status === 'Failed'
            ? `Version ${row.version} of asset '${row.name}' failed processing and cannot be downloaded: ${row.statusMessage ?? ''}`
            : `Version ${row.version} of asset '${row.name}' is ${row.status}; it can be downloaded once it is Processed.`,
        );
      }
      const result: DownloadLink = { downloadURL: assetUrls.download(origin, row.token) };
      return ok(result, 'Open downloadURL to get the original file.');
    }),
    authedRoute(ctx, 'get', '/asset/proofreport', async ({ request, user, origin }) => {
      const row = requireVisibleAsset(ctx, user, readAssetQuery(request, false).assetUID);
      const result: DownloadLink = {
        downloadURL: await createAssetReport(ctx, row, projectOfAsset(ctx, row), origin),
      };
      return ok(result, 'Open downloadURL to get the proof report.');
    }),
  ];
}
