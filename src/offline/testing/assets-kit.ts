import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Asset, AssetUIDResult, Event } from '@/api/types';
import type { OfflineService } from '@/offline/platform/service';
import { readAnswer, resultOf, type ApiAnswer, type HttpHarness } from './http-client';

/** The real 3-page PDF fixture kept in tests/fixtures (pages of different sizes). */
export function sizesPdf(): Promise<Uint8Array> {
  return readFile(join(import.meta.dirname, '../../../tests/fixtures/pdf/sizes.pdf')).then(
    (buffer) => new Uint8Array(buffer),
  );
}

interface MultipartOptions {
  token: string;
  /** Query string without `?`, e.g. `ProjectUID=...&FileName=a.png`. */
  query: string;
  /** Omitted: no file part at all. */
  bytes?: Uint8Array;
  contentType?: string;
  /** Name of the form field; default uploadedFile. */
  field?: string;
}

/** POSTs a multipart/form-data upload to `<base><path>?<query>`. */
export async function postMultipart(
  base: string,
  path: string,
  options: MultipartOptions,
): Promise<ApiAnswer> {
  const form = new FormData();
  if (options.bytes) {
    form.append(
      options.field ?? 'uploadedFile',
      new Blob([options.bytes.slice()], {
        type: options.contentType ?? 'application/octet-stream',
      }),
      'upload.bin',
    );
  } else {
    form.append('note', 'no file here');
  }
  const response = await fetch(`${base}${path}?${options.query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${options.token}` },
    body: form,
  });
  return readAnswer(response);
}

/** Uploads a file as an asset of a project and returns the answer. */
export function uploadAsset(
  h: HttpHarness,
  token: string,
  projectUID: string,
  fileName: string,
  bytes: Uint8Array,
  contentType?: string,
): Promise<ApiAnswer> {
  const query = `ProjectUID=${encodeURIComponent(projectUID)}&FileName=${encodeURIComponent(fileName)}`;
  return postMultipart(h.url, '/api/v1/asset/upload', { token, query, bytes, contentType });
}

/** Uploads and returns the new asset's UID (fails the test on anything but 200). */
export async function uploadedAssetUID(
  h: HttpHarness,
  token: string,
  projectUID: string,
  fileName: string,
  bytes: Uint8Array,
): Promise<string> {
  const answer = await uploadAsset(h, token, projectUID, fileName, bytes);
  if (answer.status !== 200)
    throw new Error(`upload of ${fileName}: HTTP ${answer.status} ${answer.text}`);
  return resultOf<AssetUIDResult>(answer).assetUID;
}

/** GET /api/v1/asset (latest, or the given version). */
export async function getAsset(
  h: HttpHarness,
  token: string,
  assetUID: string,
  version?: number,
): Promise<Asset> {
  const query = `AssetUID=${encodeURIComponent(assetUID)}${version === undefined ? '' : `&Version=${version}`}`;
  const answer = await h.call('GET', `/api/v1/asset?${query}`, { token });
  if (answer.status !== 200) throw new Error(`GET asset: HTTP ${answer.status} ${answer.text}`);
  return resultOf<Asset>(answer);
}

/** Fetches a URL and returns status, content type and bytes. */
export async function download(
  url: string,
): Promise<{ status: number; contentType: string | null; headers: Headers; bytes: Uint8Array }> {
  const response = await fetch(url);
  return {
    status: response.status,
    contentType: response.headers.get('Content-Type'),
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** Events of a type the service emitted, oldest first. */
export function emitted(service: OfflineService, type: Event['EventType']): Event[] {
  return service.context.events
    .list()
    .filter((row) => row.event.EventType === type)
    .map((row) => row.event)
    .reverse();
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

export function startsWithBytes(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}
