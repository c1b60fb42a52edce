import { holdFetchUntil } from '@/lib/hold-fetch';

/**
 * The paths the offline service answers (src/offline/platform/http/route.ts SERVICE_ROOTS; a test keeps the
 * two in step). Repeated here so the entry does not import the service's routing and MSW.
 */
export const OFFLINE_SERVICE_ROOTS = ['/api/v1/', '/files/'] as const;

function requestUrl(input: RequestInfo | URL): URL | null {
  const href = input instanceof Request ? input.url : String(input);
  try {
    return new URL(href, location.href);
  } catch {
    return null;
  }
}

/** The service answers at the origin's root, whatever the app's base path. */
function isServiceRequest(input: RequestInfo | URL): boolean {
  const url = requestUrl(input);
  if (url?.origin !== location.origin) return false;
  return OFFLINE_SERVICE_ROOTS.some((root) => url.pathname.startsWith(root));
}

/**
 * The page renders while the offline service starts: a request for the service sent before
 * its worker answers would reach the web server instead (index.html, or a 404). Until `ready`
 * settles, this window's fetches of the service's paths wait for it; everything else (the
 * app's chunks, config.json, the service's own demo files) goes at once.
 */
export function holdServiceRequestsUntil(ready: Promise<unknown>): void {
  holdFetchUntil(ready, isServiceRequest);
}
