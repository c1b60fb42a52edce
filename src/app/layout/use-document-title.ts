import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

/** Route `handle` that names the screen for the browser tab and screen readers. */
export interface RouteHandle {
  /** i18n key with namespace, e.g. "shell:nav.library". */
  titleKey: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<RouteHandle>).titleKey === 'string'
  );
}

/** Sets document.title from the deepest matched route that names itself. */
export function useDocumentTitle(): void {
  const { t } = useTranslation(['shell', 'common']);
  const matches = useMatches();
  const handle = matches
    .map((m) => m.handle)
    .filter(isRouteHandle)
    .at(-1);
  const title = handle
    ? t('shell:documentTitle', { page: t(handle.titleKey) })
    : t('common:appName');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
