import type { Asset, ReviewStatus } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import type { AssetVersionRow } from './rows';
import { assetUrls } from './files';

const NO_REVIEWS: ReviewStatus = { pendingCount: 0, approvedCount: 0, rejectedCount: 0 };

/**
 * GET /api/v1/asset's record of one version; file URLs are null until it is Processed.
 * `origin` is the request's: it serves `/files/...` and, in the browser, the app whose
 * `/review/<assetUID>` opens the review tool.
 */
export function buildAssetRecord(ctx: ServiceContext, row: AssetVersionRow, origin: string): Asset {
  const processed = row.status === 'Processed';
  return {
    assetUID: row.assetUID,
    projectUID: row.projectUID,
    version: row.version,
    name: row.name,
    status: row.status,
    statusMessage: row.statusMessage,
    reviewStatus: { ...(ctx.projects.assetReviewStatus?.(row.assetUID) ?? NO_REVIEWS) },
    pagesCount: row.pagesCount,
    created: row.created,
    fileSize: row.fileSize,
    reviewUrl: `${ctx.appOrigin ?? origin}/review/${encodeURIComponent(row.assetUID)}`,
    thumbnailUrl: processed ? assetUrls.thumbnail(origin, row.token) : null,
    fullSizeBitmapUrl: processed ? assetUrls.page(origin, row.token, 0) : null,
    inkViewUrl:
      processed && row.inkViewKeys?.some(Boolean) ? assetUrls.inkView(origin, row.token, 0) : null,
  };
}
