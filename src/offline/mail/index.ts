/** What the rest of the offline service may use of mail: the one way in (lint enforces it). */
export { composeInvitation, formatDueDate } from './invitation';
export {
  DEFAULT_EMAIL_LANGUAGE,
  EMAIL_LANGUAGES,
  languageInfo,
  parseEmailLanguage,
} from './languages';
export { sendEmail } from './outbox';
export { outboxHandlers } from './routes';
