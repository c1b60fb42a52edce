import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

/** A translation file as `import.meta.glob` sees it: a JSON module with a default export. */
export interface LocaleModule {
  default: ResourceKey;
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
 * An i18next backend over lazy JSON imports, so each language becomes its own chunk.
 * A namespace a language has not translated yet resolves empty and i18next falls back
 * to English for it, instead of failing the language switch.
 */
export function createLocaleBackend(loaders: LocaleLoaders): BackendModule {
  const byKey = new Map<string, () => Promise<LocaleModule>>();
  for (const [path, load] of Object.entries(loaders)) {
    const parsed = parseLocalePath(path);
    if (parsed) byKey.set(`${parsed.lng}/${parsed.ns}`, load);
  }
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const load = byKey.get(`${language}/${namespace}`);
      if (!load) {
        callback(null, {});
        return;
      }
      load().then(
        (module) => callback(null, module.default),
        (error: unknown) => callback(error instanceof Error ? error : String(error), null),
      );
    },
  };
}
