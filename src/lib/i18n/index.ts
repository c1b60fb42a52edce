export { i18n, namespaces } from './i18n';
export {
  defaultLanguage,
  emailLanguages,
  isEmailLanguage,
  isSupportedLanguage,
  isUiLanguage,
  pseudoLanguage,
  supportedLanguages,
  uiLanguages,
} from './languages';
export type { Language, UiLanguage } from './languages';
export { MissingTranslationError } from './missing-key';
export { createLocaleBackend, parseLocalePath } from './locale-backend';
export type { LocaleLoaders, LocaleModule } from './locale-backend';
export { describeError } from './error-message';
export { preferredLanguage, savePreferredLanguage } from './language-preference';
