import { preferredLanguage } from './language-preference';
import { defaultLanguage, pseudoLanguageEnabled, uiLanguages } from './languages';
import { createLocaleBackend, parseLocalePath } from './locale-backend';
import type { LocaleLoaders, LocaleModule } from './locale-backend';
import { reportMissingKey } from './missing-key';
import type { Resource } from './translator';
import { Translator } from './translator';

// The namespaces every screen's frame needs (shell, errors) ship in the entry chunk; every other
// English namespace is its own small chunk, loaded when a screen that uses it renders, so the
// first load does not grow with each feature's texts.
const englishEager = import.meta.glob<LocaleModule>('../../locales/en/{common,shell,api}.json', {
  eager: true,
});
const englishLazy: LocaleLoaders = import.meta.glob<LocaleModule>([
  '../../locales/en/*.json',
  '!../../locales/en/{common,shell,api}.json',
]);
// The other languages' files are listed in a chunk of their own, fetched at the first switch.
// Test builds add the pseudo-locale, made from the English files (production folds it away).
const otherLanguageLoaders = async (): Promise<LocaleLoaders> => {
  const others = (await import('./other-languages')).otherLanguageLoaders;
  if (!pseudoLanguageEnabled) return others;
  const english: LocaleLoaders = { ...englishLazy };
  for (const [path, module] of Object.entries(englishEager)) {
    english[path] = () => Promise.resolve(module);
  }
  return { ...others, ...(await import('./pseudo-locale')).pseudoLoaders(english) };
};

function englishResources(): Record<string, Resource> {
  const en: Record<string, Resource> = {};
  for (const [path, module] of Object.entries(englishEager)) {
    const parsed = parseLocalePath(path);
    if (parsed) en[parsed.ns] = module.default;
  }
  return en;
}

/** Every namespace the app has: one per English file in src/locales/en. */
export const namespaces: readonly string[] = [
  ...Object.keys(englishEager),
  ...Object.keys(englishLazy),
]
  .map((path) => parseLocalePath(path)?.ns)
  .filter((ns): ns is string => ns !== undefined)
  .sort();

// Test builds log a missing text as development does, so every end-to-end test catches one.
const missingKeyMode = import.meta.env.VITE_TEST_API === '1' ? 'development' : import.meta.env.MODE;

/** Picks a UI language for a stored or browser code ("de-AT" reads as "de"). */
function uiLanguage(code: string): string {
  if ((uiLanguages as readonly string[]).includes(code)) return code;
  const base = code.split('-')[0] ?? '';
  return (uiLanguages as readonly string[]).includes(base) ? base : defaultLanguage;
}

const englishBundled = englishResources();

const i18n = new Translator({
  language: uiLanguage(preferredLanguage() ?? defaultLanguage),
  fallbackLanguage: defaultLanguage,
  bundled: { en: englishBundled },
  load: createLocaleBackend(englishLazy, otherLanguageLoaders),
  defaultNamespace: 'common',
  onMissing: (ns, key) => reportMissingKey(missingKeyMode, ns, key),
});

/** Keeps <html lang dir> in step with the UI language, so RTL layout and screen readers follow. */
function applyDocumentLanguage(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = i18n.language;
  document.documentElement.dir = i18n.dir();
}

applyDocumentLanguage();
i18n.subscribe(applyDocumentLanguage);
// A stored language other than English: the frame's texts start loading with the app.
if (i18n.language !== defaultLanguage) {
  i18n.loadNamespaces(Object.keys(englishBundled)).catch(() => undefined);
}

export { i18n };
