import type { HttpHandler } from 'msw';
import type { ServiceContext } from '@/offline/platform/context';
import { notFound } from '@/offline/platform/http/errors';
import { fileRoute } from '@/offline/platform/http/route';
import { readAssetFile } from './demo-files';
import {
  ASSET_TOKEN_PATTERN,
  contentDisposition,
  INK_VIEW_PREFIX,
  ORIGINAL_SEGMENT,
  THUMBNAIL_SEGMENT,
} from './files';
import { findVersionByToken } from './lookup';
import type { StoredFile } from '@/offline/platform/store/file-store';
import type { AssetVersionRow } from './rows';

/** A stored file as an answer; the token in the URL never serves other bytes, so caches may keep it. */
export function fileResponse(file: StoredFile, headers: Record<string, string> = {}): Response {
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Cache-Control': 'private, max-age=86400, immutable',
      ...headers,
    },
  });
}

const PAGE_NUMBER = /^(0|[1-9]\d*)$/;

/**
 * The FileStore key a URL's last segment names: a zero-based page, a CMYK page's ink view
 * (`inks-<page>`), the thumbnail or the original.
 */
function keyOf(row: AssetVersionRow, part: string): string {
  if (part === THUMBNAIL_SEGMENT && row.thumbnailKey) return row.thumbnailKey;
  if (part === ORIGINAL_SEGMENT) return row.originalKey;
  if (part.startsWith(INK_VIEW_PREFIX)) {
    const page = part.slice(INK_VIEW_PREFIX.length);
    const key = PAGE_NUMBER.test(page) ? row.inkViewKeys?.[Number(page)] : undefined;
    if (!key) throw notFound(`Page ${page} has no ink view: only CMYK pages have one.`);
    return key;
  }
  if (!PAGE_NUMBER.test(part)) {
    throw notFound(
      /^-\d+$/.test(part)
        ? `Page numbers are zero-based; there is no page ${part}.`
        : `There is no page '${part}'.`,
    );
  }
  const key = row.pageKeys[Number(part)];
  if (key === undefined) {
    throw notFound(
      `There is no page ${part}: the asset has ${row.pagesCount} page${row.pagesCount === 1 ? '' : 's'} (0 to ${row.pagesCount - 1}).`,
    );
  }
  return key;
}

function downloadName(row: AssetVersionRow): string {
  return row.source.kind === 'packet' && !row.name.toLowerCase().endsWith('.zip')
    ? `${row.name}.zip`
    : row.name;
}

/**
 * `<origin>/files/<asset token>/<page>` (PNG), `/inks-<page>` (a CMYK page's ink view,
 * src/lib/cmyk/ink-view-file.ts), `/thumbnail.jpg` (JPEG) and `/original`
 * (the upload, as an attachment), served only once the version is Processed.
 */
export function assetFileHandlers(ctx: ServiceContext): HttpHandler[] {
  return [
    fileRoute(ctx, `*/files/:token(${ASSET_TOKEN_PATTERN})/:part`, async ({ params }) => {
      const row =
        typeof params.token === 'string' ? findVersionByToken(ctx, params.token) : undefined;
      if (row?.status !== 'Processed')
        throw notFound(
          'The file was not found; the asset version may be deleted or not processed yet.',
        );
      const part = typeof params.part === 'string' ? params.part : '';
      const file = await readAssetFile(ctx, row, keyOf(row, part));
      if (!file) throw notFound('The file is no longer stored.');
      const original = part === ORIGINAL_SEGMENT;
      return fileResponse(
        file,
        original
          ? { 'Content-Disposition': contentDisposition('attachment', downloadName(row)) }
          : {},
      );
    }),
  ];
}
