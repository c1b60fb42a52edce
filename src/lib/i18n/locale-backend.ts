import type { Resource } from './translator';

/** A translation file as `import.meta.glob` sees it: a JSON module with a default export. */
export interface LocaleModule {
  default: Resource;
}

/** Lazy loaders keyed by file path, as `import.meta.glob` (non-eager) returns them. */
export type LocaleLoaders = Record<string, () => Promise<LocaleModule>>;

/** Pulls `{ lng, ns }` out of a path ending in `<lng>/<ns>.json`. */
export function parseLocalePath(path: string): { lng: string; ns: string } | null {
  const match = /([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match?.[1] || !match[2]) return null;
  return { lng: match[1], ns: match[2] };
}

/**
 * Reads translation files from lazy JSON imports, so each namespace of each language is its own
 * chunk. `moreLoaders`, when given, is asked once for further loaders (the other languages' map,
 * itself a chunk, so the first load does not carry a path and hash for every file of every
 * language) before a file it does not know yet is declared missing. A namespace a language has
 * not translated yet resolves empty, and the translator falls back to English for it, instead
 * of failing the language switch.
 */
export function createLocaleBackend(
  loaders: LocaleLoaders,
  moreLoaders?: () => Promise<LocaleLoaders>,
): (language: string, namespace: string) => Promise<Resource> {
  const byKey = new Map<string, () => Promise<LocaleModule>>();
  const add = (more: LocaleLoaders) => {
    for (const [path, load] of Object.entries(more)) {
      const parsed = parseLocalePath(path);
      if (parsed) byKey.set(`${parsed.lng}/${parsed.ns}`, load);
    }
  };
  add(loaders);
  let extended: Promise<void> | null = null;
  const extend = (): Promise<void> => {
    if (!moreLoaders) return Promise.resolve();
    extended ??= moreLoaders().then(add, (error: unknown) => {
      // Forget the failure, so the next language switch asks again.
      extended = null;
      throw error;
    });
    return extended;
  };
  const find = async (key: string) => {
    const known = byKey.get(key);
    if (known) return known;
    await extend();
    return byKey.get(key);
  };
  return async (language, namespace) => {
    const load = await find(`${language}/${namespace}`);
    return load ? (await load()).default : {};
  };
}
