import i18n from 'i18next';
import type { Resource, ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, supportedLanguages } from './languages';
import { createLocaleBackend, parseLocalePath } from './locale-backend';
import type { LocaleLoaders, LocaleModule } from './locale-backend';
import { reportMissingKey } from './missing-key';

// English ships in the entry chunk: it is the fallback for every other language.
const englishModules = import.meta.glob<LocaleModule>('../../locales/en/*.json', { eager: true });
const otherLanguageLoaders: LocaleLoaders = import.meta.glob<LocaleModule>([
  '../../locales/*/*.json',
  '!../../locales/en/*.json',
]);

function englishResources(): Resource {
  const en: ResourceLanguage = {};
  for (const [path, module] of Object.entries(englishModules)) {
    const parsed = parseLocalePath(path);
    if (parsed) en[parsed.ns] = module.default;
  }
  return { en };
}

const resources = englishResources();

/** Every namespace the app has: one per English file in src/locales/en. */
export const namespaces: readonly string[] = Object.keys(resources.en ?? {});

/** Keeps <html lang dir> in step with the UI language, so RTL layout and screen readers follow. */
function applyDocumentLanguage(lng: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.documentElement.dir = i18n.dir(lng);
}

i18n.on('languageChanged', applyDocumentLanguage);

void i18n
  .use(createLocaleBackend(otherLanguageLoaders))
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: [...namespaces],
    defaultNS: 'common',
    initAsync: false,
    // React escapes text already; escaping again would show &amp; to people.
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => reportMissingKey(import.meta.env.MODE, ns, key),
    // Language switches await their bundles in changeLanguage, so nothing needs to suspend.
    react: { useSuspense: false },
  });

export { i18n };
