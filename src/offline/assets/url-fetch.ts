import { ValidationProblem } from '@/offline/platform/http/errors';
import {
  extensionForContentType,
  fileNameFromContentDisposition,
  fileNameProblem,
} from './validation';

/** A file fetched for upload_url. */
export interface FetchedFile {
  bytes: Uint8Array;
  /** The media type the server declared (without parameters), or null. */
  contentType: string | null;
  /** The name to store it under (see {@link fetchRemoteFile}). */
  fileName: string;
}

interface FetchOptions {
  /** Body field the URL came in, for 400 bodies (as the caller spelled it). */
  urlKey: string;
  /** The caller's fileName, already validated; undefined when not given. */
  fileName: string | undefined;
  /** Real milliseconds before the download is abandoned. */
  timeoutMs?: number;
  /** Largest accepted body in bytes. */
  maxBytes?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_BYTES = 512 * 1024 * 1024;

/**
 * Downloads `url` for real with fetch() and names the file: the caller's fileName, else
 * the Content-Disposition header's, else `asset.<extension from the content type>`.
 * Every failure is a 400 keyed by the URL field, with a message saying what happened.
 * In the browser the target must allow cross-origin requests (CORS).
 */
export async function fetchRemoteFile(url: URL, options: FetchOptions): Promise<FetchedFile> {
  const fail = (message: string) => ValidationProblem.of(options.urlKey, message);
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: 'follow',
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    const reason =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    throw fail(
      `The file could not be fetched from ${url.href}: ${reason}. Check that the URL is public and reachable` +
        (typeof window === 'undefined'
          ? '.'
          : ' and allows cross-origin requests (CORS) from this page.'),
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw fail(
      `The file could not be fetched from ${url.href}: the server answered HTTP ${response.status}.`,
    );
  }
  const declared = Number(response.headers.get('Content-Length') ?? '0');
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw fail(`The file at ${url.href} is larger than ${maxBytes} bytes.`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > maxBytes)
    throw fail(`The file at ${url.href} is larger than ${maxBytes} bytes.`);
  const contentType =
    response.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase() || null;
  const disposed = fileNameFromContentDisposition(response.headers.get('Content-Disposition'));
  const usable =
    disposed !== undefined && fileNameProblem(disposed) === undefined ? disposed : undefined;
  const fileName = options.fileName ?? usable ?? `asset.${extensionForContentType(contentType)}`;
  return { bytes, contentType, fileName };
}
