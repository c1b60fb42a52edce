import type { LocaleLoaders, LocaleModule } from './locale-backend';

/** Loaders of every non-English locale file; i18n.ts imports this map lazily. */
export const otherLanguageLoaders: LocaleLoaders = import.meta.glob<LocaleModule>([
  '../../locales/*/*.json',
  '!../../locales/en/*.json',
]);
