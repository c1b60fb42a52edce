import type { EmailLanguage } from '@/api/types';
import { INVITATION_TEXTS } from './invitation-texts';
import { languageInfo } from './languages';

/** Everything the external review invitation says. */
export interface InvitationInput {
  language: EmailLanguage;
  /** Who invites: the creating user's name, or the client's name for workflow-made tasks. */
  senderName: string;
  projectName: string;
  assetNames: readonly string[];
  /** `YYYY-MM-DD` or a UTC date-time; null = no due date line. */
  dueDate: string | null;
  comment: string | null;
  hasPassword: boolean;
  isReadOnly: boolean;
  isAllowDownloadAssets: boolean;
  reviewUrl: string;
  /** emailSubject of the request: replaces the template's subject when given. */
  subjectOverride: string | null;
}

interface ComposedEmail {
  subject: string;
  bodyText: string;
  links: string[];
}

/** The due date as the language writes it (UTC, so it matches the stored date). */
export function formatDueDate(value: string, locale: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * The review link as the e-mail gives it: the task's reviewUrl plus the invitation's language
 * (`?lang=de`), so the first page the link opens, password or "link is over" included,
 * already speaks the reviewer's language.
 */
function linkInLanguage(reviewUrl: string, language: EmailLanguage): string {
  const url = new URL(reviewUrl);
  url.searchParams.set('lang', languageInfo(language).code);
  return url.toString();
}

/**
 * The invitation in the chosen language. The password itself is never written into the
 * e-mail: the reviewer gets it from the sender by another channel.
 */
export function composeInvitation(input: InvitationInput): ComposedEmail {
  const texts = INVITATION_TEXTS[input.language];
  const { locale } = languageInfo(input.language);
  const count = input.assetNames.length;
  const files = texts.files(count, new Intl.PluralRules(locale).select(count));
  const blocks: string[] = [
    texts.greeting,
    [
      texts.intro(input.senderName, files, input.projectName),
      ...input.assetNames.map((name) => `- ${name}`),
    ].join('\n'),
  ];
  if (input.dueDate !== null) blocks.push(texts.due(formatDueDate(input.dueDate, locale)));
  if (input.comment !== null && input.comment.trim() !== '')
    blocks.push(`${texts.message(input.senderName)}\n${input.comment}`);
  const notes = [
    input.hasPassword ? texts.password : null,
    input.isReadOnly ? texts.readOnly : null,
    input.isAllowDownloadAssets ? texts.download : null,
  ].filter((note): note is string => note !== null);
  if (notes.length > 0) blocks.push(notes.join('\n'));
  const link = linkInLanguage(input.reviewUrl, input.language);
  blocks.push(`${texts.open}\n${link}`, texts.expiry, texts.closing);
  const subjectOverride = input.subjectOverride?.trim();
  return {
    subject: subjectOverride ? subjectOverride : texts.subject(input.projectName),
    bodyText: blocks.join('\n\n'),
    links: [link],
  };
}
