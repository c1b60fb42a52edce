/**
 * File tokens, FileStore keys and URLs of asset versions and reference documents.
 *
 * URLs: `<origin>/files/<token>/<page>` (page bitmaps, zero-based, the form spec.md gives
 * fullSizeBitmapUrl), `<origin>/files/<token>/thumbnail.jpg`, `<origin>/files/<token>/original`
 * (download), `<origin>/files/<token>/inks-<page>` (a CMYK page's ink view) and, for reference documents, `<origin>/files/<token>/<file name>`. The token
 * is the secret: these URLs need no Authorization header, as an <img> cannot send one.
 */
import { hexToken } from '@/offline/platform/ids';

/** Asset tokens: `a` + 40 hex digits; reference document tokens: `d` + 40 hex digits. */
export const ASSET_TOKEN_PATTERN = 'a[0-9a-f]{40}';
export const REFDOC_TOKEN_PATTERN = 'd[0-9a-f]{40}';

/** The last path segment of an asset's thumbnail URL. */
export const THUMBNAIL_SEGMENT = 'thumbnail.jpg';
/** The last path segment of an asset's download URL. */
export const ORIGINAL_SEGMENT = 'original';
/** The last path segment of a CMYK page's ink view, before its zero-based page number. */
export const INK_VIEW_PREFIX = 'inks-';

/** A new unguessable file token with its kind prefix. */
export function newFileToken(kind: 'a' | 'd'): string {
  return kind + hexToken();
}

/** FileStore keys of an asset version's files. */
const pageKey = (token: string, page: number) => `assets/${token}/page-${page}.png`;

export const assetKeys = {
  original: (token: string) => `assets/${token}/original`,
  thumbnail: (token: string) => `assets/${token}/thumbnail.jpg`,
  pages: (token: string, count: number) =>
    Array.from({ length: count }, (_, page) => pageKey(token, page)),
  inkView: (token: string, page: number) => `assets/${token}/${INK_VIEW_PREFIX}${page}`,
};

/** FileStore key of a reference document file. */
export function refDocFileKey(token: string): string {
  return `refdocs/${token}/file`;
}

export const assetUrls = {
  page: (origin: string, token: string, page: number) => `${origin}/files/${token}/${page}`,
  thumbnail: (origin: string, token: string) => `${origin}/files/${token}/${THUMBNAIL_SEGMENT}`,
  download: (origin: string, token: string) => `${origin}/files/${token}/${ORIGINAL_SEGMENT}`,
  inkView: (origin: string, token: string, page: number) =>
    `${origin}/files/${token}/${INK_VIEW_PREFIX}${page}`,
};

export function refDocFileUrl(origin: string, token: string, name: string): string {
  return `${origin}/files/${token}/${encodeURIComponent(name)}`;
}

/** `attachment` or `inline` Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
