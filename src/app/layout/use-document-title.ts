import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useMatches } from 'react-router';

/** Route `handle` that names the screen for the browser tab and screen readers. */
export interface RouteHandle {
  /** i18n key with namespace, e.g. "shell:nav.library". */
  titleKey: string;
  /** The screen uses the window's whole width (boards, builders) instead of a reading width. */
  wide?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<RouteHandle>).titleKey === 'string'
  );
}

/** The namespace of a "ns:key" title key; screens' namespaces load lazily. */
function namespaceOf(titleKey: string): string {
  const colon = titleKey.indexOf(':');
  return colon > 0 ? titleKey.slice(0, colon) : 'common';
}

/** Sets document.title from the deepest matched route that names itself. */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const matches = useMatches();
  const titleKey = matches
    .map((m) => m.handle)
    .filter(isRouteHandle)
    .at(-1)?.titleKey;
  const namespace = titleKey ? namespaceOf(titleKey) : 'common';
  const [loaded, setLoaded] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // The title waits for the screen's texts instead of showing a key for a moment.
    void i18n.loadNamespaces(namespace).then(() => {
      if (live) setLoaded(namespace);
    });
    return () => {
      live = false;
    };
  }, [i18n, namespace]);

  const ready = loaded === namespace || i18n.hasLoadedNamespace(namespace);
  const title =
    titleKey && ready ? t('shell:documentTitle', { page: t(titleKey) }) : t('common:appName');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
