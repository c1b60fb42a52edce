export { i18n, namespaces } from './i18n';
export { useTranslation } from './use-translation';
export type { TFunction } from './translator';
export {
  defaultLanguage,
  emailLanguages,
  isEmailLanguage,
  isSupportedLanguage,
  isUiLanguage,
  supportedLanguages,
  uiLanguages,
} from './languages';
export type { Language, UiLanguage } from './languages';
export { MissingTranslationError } from './missing-key';
export { describeError } from './error-message';
export { savePreferredLanguage } from './language-preference';
