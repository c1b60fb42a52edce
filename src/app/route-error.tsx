import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { TFunction } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { Alert, Button, TextLink } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { isApiError } from '@/api/client';
import { paths } from './paths';

// Its own chunk, as for unknown addresses: the first load does not carry it (dashboard budget).
const NotFoundPage = lazy(() =>
  import('./routes/not-found').then((module) => ({ default: module.NotFoundPage })),
);

/** Vite and browsers word a failed lazy chunk differently; any of these means "reload". */
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i;

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

function explain(error: unknown, t: TFunction): string {
  if (isRouteErrorResponse(error)) {
    return t('shell:routeError.http', { status: error.status, text: error.statusText });
  }
  if (isChunkLoadError(error)) return t('shell:routeError.chunk');
  return describeError(error, t);
}

/**
 * errorElement of every route: says in words what failed and offers Retry, which
 * clears failed queries and re-runs loaders; react-router also resets its render
 * error boundary once that revalidation settles.
 */
export function RouteError() {
  const { t } = useTranslation(['shell', 'common']);
  const error = useRouteError();
  const revalidator = useRevalidator();
  const { reset } = useQueryErrorResetBoundary();
  const chunk = isChunkLoadError(error);
  // An address no route matches, or an item the service does not have: the one not-found page.
  const notFound =
    (isRouteErrorResponse(error) && error.status === 404) ||
    (isApiError(error) && error.kind === 'not-found');

  const retry = () => {
    if (chunk) {
      window.location.reload();
      return;
    }
    reset();
    void revalidator.revalidate();
  };

  if (notFound) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <section
      aria-labelledby="route-error-title"
      className="mx-auto flex max-w-2xl flex-col gap-4 py-10"
    >
      <h1 id="route-error-title" className="text-2xl font-semibold text-slate-900">
        {t('shell:routeError.title')}
      </h1>
      <Alert tone="error" title={t('shell:routeError.intro')}>
        {explain(error, t)}
      </Alert>
      <div className="flex flex-wrap gap-3">
        <Button onClick={retry} disabled={revalidator.state === 'loading'}>
          {chunk ? t('shell:routeError.reload') : t('shell:routeError.retry')}
        </Button>
        <TextLink to={paths.dashboard.getHref()} className="self-center text-sm">
          {t('shell:routeError.home')}
        </TextLink>
      </div>
    </section>
  );
}
