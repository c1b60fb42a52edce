/**
 * Links that came from data (reference documents, e-mails, task records) are untrusted:
 * only http(s) may become a clickable link, and one that points into this app opens
 * in the app instead of a new page load.
 */

/** The URL when `text` is an absolute http or https URL, else null (javascript:, data:, relative...). */
export function httpUrl(text: string | null | undefined): URL | null {
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/**
 * The in-app path ("/external/abc?x=1") of an http(s) URL on `appOrigin`, else null.
 * `appOrigin` defaults to the page's own origin.
 */
export function appPathOf(text: string | null | undefined, appOrigin?: string): string | null {
  const url = httpUrl(text);
  const origin = appOrigin ?? (typeof window === 'undefined' ? undefined : window.location.origin);
  if (!url || origin === undefined || url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** How a link from data may be shown. */
export type SafeLink =
  | { kind: 'app'; path: string }
  | { kind: 'external'; href: string }
  | { kind: 'text'; text: string };

/** Classifies a URL from data: in-app path, external http(s) link, or plain text. */
export function classifyLink(text: string, appOrigin?: string): SafeLink {
  const path = appPathOf(text, appOrigin);
  if (path !== null) return { kind: 'app', path };
  const url = httpUrl(text);
  return url ? { kind: 'external', href: url.href } : { kind: 'text', text };
}
