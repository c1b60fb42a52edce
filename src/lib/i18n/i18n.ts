import i18n from 'i18next';
import type { Resource, ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { preferredLanguage } from './language-preference';
import { defaultLanguage, pseudoLanguageEnabled, uiLanguages } from './languages';
import { createLocaleBackend, parseLocalePath } from './locale-backend';
import type { LocaleLoaders, LocaleModule } from './locale-backend';
import { reportMissingKey } from './missing-key';

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

function englishResources(): Resource {
  const en: ResourceLanguage = {};
  for (const [path, module] of Object.entries(englishEager)) {
    const parsed = parseLocalePath(path);
    if (parsed) en[parsed.ns] = module.default;
  }
  return { en };
}

const resources = englishResources();

/** Every namespace the app has: one per English file in src/locales/en. */
export const namespaces: readonly string[] = [
  ...Object.keys(englishEager),
  ...Object.keys(englishLazy),
]
  .map((path) => parseLocalePath(path)?.ns)
  .filter((ns): ns is string => ns !== undefined)
  .sort();

/** Keeps <html lang dir> in step with the UI language, so RTL layout and screen readers follow. */
function applyDocumentLanguage(lng: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.documentElement.dir = i18n.dir(lng);
}

i18n.on('languageChanged', applyDocumentLanguage);

// Test builds log a missing text as development does, so every end-to-end test catches one.
const missingKeyMode = import.meta.env.VITE_TEST_API === '1' ? 'development' : import.meta.env.MODE;

void i18n
  .use(createLocaleBackend(englishLazy, otherLanguageLoaders))
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: preferredLanguage() ?? defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: [...uiLanguages],
    nonExplicitSupportedLngs: true,
    // "languageOnly" would read the pseudo-locale "en-XA" as plain "en"; for the real,
    // region-less codes both settings load the same files.
    load: pseudoLanguageEnabled ? 'currentOnly' : 'languageOnly',
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'common',
    initAsync: false,
    // React escapes text already; escaping again would show &amp; to people.
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => reportMissingKey(missingKeyMode, ns, key),
    // A screen whose namespace is still loading suspends (the layout's Suspense shows a
    // spinner) rather than flashing keys; language switches await their bundles first.
    react: { useSuspense: true },
  });

export { i18n };
