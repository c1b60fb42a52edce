import { i18n } from '@/lib/i18n';

/**
 * The chosen UI language: a language whose words are still untranslated (falling back to
 * English) already gets its own dates and numbers.
 */
export function currentLocale(): string {
  return i18n.language;
}

const cache = new Map<string, unknown>();

/** Intl formatters are costly to build; lists render hundreds of dates, so reuse them. */
export function cached<T>(
  kind: string,
  locale: string,
  options: object | undefined,
  build: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit as T;
  const made = build();
  cache.set(key, made);
  return made;
}
