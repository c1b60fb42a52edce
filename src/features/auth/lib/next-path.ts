/** Where the login page sends a person back to, and the login link that remembers it. */
export const LOGIN_PATH = '/login';

/**
 * The in-app path from `?next=`, or '/' when it is missing or unsafe.
 * Only a same-app path ("/...") passes: absolute URLs, protocol-relative
 * "//host" and backslash tricks are refused, so the login page cannot be used
 * as an open redirect.
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  // Control characters can smuggle a second slash past the checks above.
  if (/\p{Cc}/u.test(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, 'http://app.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'http://app.invalid') return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.pathname === LOGIN_PATH ? '/' : path;
}

/** `/login`, with `?next=` when the current place is worth coming back to. */
export function loginHref(next?: string): string {
  const safe = safeNextPath(next);
  return safe === '/'
    ? LOGIN_PATH
    : `${LOGIN_PATH}?${new URLSearchParams({ next: safe }).toString()}`;
}
