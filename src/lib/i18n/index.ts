export { i18n, namespaces } from './i18n';
export { useTranslation } from './use-translation';
export type { UseTranslationResult } from './use-translation';
export type { Resource, TFunction, TOptions, Translator } from './translator';
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
