/**
 * Saves a blob as a file through a temporary object URL. Revoked on the next task: the
 * browser has taken the download over by then.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves bytes held in memory (a generated PDF) as a file of MIME `type`. */
export function saveBytes(bytes: Uint8Array, fileName: string, type: string): void {
  // A copy: a Blob part must not view a SharedArrayBuffer, which `bytes` may.
  saveBlob(new Blob([bytes.slice()], { type }), fileName);
}

/** A file URL answered with something other than the file. */
export class FileFetchError extends Error {
  override readonly name = 'FileFetchError';
  readonly status: number;
  constructor(status: number) {
    super(`The file could not be loaded (HTTP ${status}).`);
    this.status = status;
  }
}

/**
 * Reads a file URL the service handed out (download, report, reference document). Such URLs
 * carry their own secret, so no token is sent; in the offline demo they are answered by the
 * service worker, which only sees fetches, never page navigations.
 */
export async function fetchFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(url, signal ? { signal } : {});
  if (!response.ok) throw new FileFetchError(response.status);
  return response.blob();
}

/** fetchFile, as bytes (for the PDF viewer). */
export async function fetchFileBytes(url: string, signal?: AbortSignal): Promise<Uint8Array> {
  const blob = await fetchFile(url, signal);
  return new Uint8Array(await blob.arrayBuffer());
}
