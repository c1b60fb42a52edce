/** Validation rules shared by asset and reference document uploads (pure; messages for 400 bodies). */

/** Longest file name accepted (the common file-system limit). */
const MAX_FILE_NAME_LENGTH = 255;

/** Characters no file name may hold on common file systems (besides path separators). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const INVALID_NAME_CHARS = /[\u0000-\u001f\u007f<>"|?*]/;

/** Why `name` is not a plain file name, or undefined when it is one. */
export function fileNameProblem(name: string): string | undefined {
  if (/[\\/]/.test(name) || /^[A-Za-z]:/.test(name))
    return 'must be a file name, not a path (no / or \\ or drive letter).';
  if (name.trim() !== name) return 'must not start or end with spaces.';
  if (name === '.' || name === '..') return 'must be a file name, not a path.';
  if (name.length > MAX_FILE_NAME_LENGTH)
    return `must be at most ${MAX_FILE_NAME_LENGTH} characters long.`;
  if (INVALID_NAME_CHARS.test(name))
    return 'must not contain control characters or any of < > " | ? *.';
  return undefined;
}

/** The URL if it is an absolute http(s) URL, else the reason it is not. */
export function parseHttpUrl(
  text: string,
): { ok: true; url: URL } | { ok: false; message: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: `'${text}' is not an absolute URL; use an http or https URL.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {
      ok: false,
      message: `Only http and https URLs are accepted, not ${url.protocol.slice(0, -1)}.`,
    };
  }
  return { ok: true, url };
}

/**
 * The file name a Content-Disposition header gives (RFC 6266: `filename*` wins over
 * `filename`), reduced to its last path segment; undefined when there is none.
 */
export function fileNameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim());
    } catch {
      name = undefined;
    }
  }
  if (name === undefined) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
    // Only \" and \\ are unescaped: senders also put raw Windows paths in quoted names.
    name = plain?.[1]?.replace(/\\(["\\])/g, '$1') ?? plain?.[2];
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base && base !== '.' && base !== '..' ? base : undefined;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/pjpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/x-ms-bmp': 'bmp',
  'image/tiff': 'tif',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'application/postscript': 'ai',
  'application/illustrator': 'ai',
  'application/zip': 'zip',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'text/html': 'html',
  'application/json': 'json',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

/** The extension a media type suggests; `bin` for unknown or missing types. */
export function extensionForContentType(contentType: string | null): string {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return EXTENSIONS[type] ?? 'bin';
}

/** The media type to serve a stored file with, from its extension. */
export function contentTypeForName(fileName: string): string {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const alias: Record<string, string> = { jpeg: 'jpg', jpe: 'jpg', tiff: 'tif' };
  const wanted = alias[ext] ?? ext;
  for (const [type, extension] of Object.entries(EXTENSIONS)) if (extension === wanted) return type;
  return 'application/octet-stream';
}
