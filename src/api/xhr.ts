import { abortReason } from './retry';

export interface XhrRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: FormData;
  /** Bytes of the body sent so far, and the total. */
  onProgress?: ((sent: number, total: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A malformed header line says nothing the client needs.
    }
  }
  return headers;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * Sends a multipart body with XMLHttpRequest, the one browser API that reports
 * upload progress, and answers a fetch `Response` so the rest of the client
 * treats it like any other answer. A network failure rejects with a TypeError,
 * as fetch does.
 */
export function sendWithXhr(request: XhrRequest): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = (): void => xhr.abort();
    const cleanup = (): void => signal?.removeEventListener('abort', onAbort);
    xhr.open(request.method.toUpperCase(), request.url.href);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      cleanup();
      if (xhr.status < 200 || xhr.status > 599) {
        reject(new TypeError(`Unexpected HTTP status ${xhr.status}`));
        return;
      }
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
      resolve(
        new Response(body, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    });
    xhr.addEventListener('error', () => {
      cleanup();
      reject(new TypeError('Network request failed'));
    });
    xhr.addEventListener('timeout', () => {
      cleanup();
      reject(new TypeError('Network request timed out'));
    });
    xhr.addEventListener('abort', () => {
      cleanup();
      reject(abortReason(signal));
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(request.body);
  });
}
