import { i18n } from '@/lib/i18n';
import { paths } from './paths';

/**
 * The two pages people reach without a session (the sign-in form, an external review link)
 * load their module and their texts together: the texts are otherwise asked for only once
 * the module has rendered, one network round trip later.
 */
export async function loadLoginRoute() {
  const [page] = await Promise.all([
    import('@/features/auth/components/login-page'),
    i18n.loadNamespaces('auth'),
  ]);
  return { Component: page.LoginPage };
}

export async function loadExternalReviewRoute() {
  const [route] = await Promise.all([
    import('./routes/external-review'),
    i18n.loadNamespaces('external'),
  ]);
  return route;
}

const externalPrefix = paths.external.path.slice(0, paths.external.path.indexOf(':'));

/** Whether the first screen at `pathname` is an external review link's page. */
export function opensExternalReview(pathname: string): boolean {
  return pathname.startsWith(externalPrefix);
}

/** Whether the first screen at `pathname` is the sign-in form (it needs no service to show). */
export function opensOnSignIn(pathname: string, signedIn: boolean): boolean {
  return !signedIn && !pathname.startsWith(externalPrefix);
}

/**
 * Called by the entry before it reads config.json: starts the page's own chunks at the same
 * time instead of after it. Without a session every in-app path ends on the sign-in form.
 */
export function preloadRouteFor(pathname: string, signedIn: boolean): void {
  const load = pathname.startsWith(externalPrefix)
    ? loadExternalReviewRoute
    : !signedIn
      ? loadLoginRoute
      : null;
  // A failure here is the route's to report when it renders.
  load?.().catch(() => undefined);
}
