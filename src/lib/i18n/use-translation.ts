import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { TFunction, Translator } from './translator';

const subscribe = (listener: () => void) => i18n.subscribe(listener);

const snapshots = new Map<string, { version: number; value: string }>();

/**
 * "<language>|<all of `names` loaded>": a component renders again only when its own
 * namespaces or the language change, not on every file that arrives for another screen.
 * Worked out once per change of the translator, not once per component (a board renders
 * hundreds of cards).
 */
function readiness(names: string): string {
  const known = snapshots.get(names);
  if (known?.version === i18n.version) return known.value;
  const loaded = names.split(',').every((ns) => i18n.hasLoadedNamespace(ns));
  const value = `${i18n.language}|${String(loaded)}`;
  snapshots.set(names, { version: i18n.version, value });
  return value;
}

export interface UseTranslationOptions {
  /** false: render at once (`ready` false, English or keys) instead of suspending. */
  useSuspense?: boolean;
}

export interface UseTranslationResult {
  t: TFunction;
  i18n: Translator;
  ready: boolean;
}

/**
 * Texts of `namespaces` (the first is the default for keys without `ns:`) in the current
 * language. While one of them is still loading the component suspends, so the layout's
 * Suspense shows a spinner instead of keys; it renders again when the language changes.
 */
export function useTranslation(
  namespaces: string | readonly string[] = 'common',
  options: UseTranslationOptions = {},
): UseTranslationResult {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const names = list.join(',');
  const snapshot = useCallback(() => readiness(names), [names]);
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const language = state.slice(0, state.indexOf('|'));
  const ready = state.endsWith('|true');
  const t = useMemo(
    () => i18n.fixedT(names.split(',')[0] ?? 'common'),
    // The language is a dependency on purpose: a new `t` after a switch re-runs memos that
    // hold translated text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [names, language],
  );
  if (!ready) {
    const loading = i18n.loadNamespaces(list);
    // Suspense's protocol is a thrown promise (what React's `use` does inside).
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (options.useSuspense !== false) throw loading.catch(() => undefined);
    loading.catch(() => undefined);
  }
  return { t, i18n, ready };
}
