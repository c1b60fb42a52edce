import type { EmailLanguage } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { formatDueDate } from '@/offline/mail';
import { DEFAULT_EMAIL_LANGUAGE, languageInfo } from '@/offline/mail';
import { sendEmail } from '@/offline/mail';
import { assetUrls } from '@/offline/assets';
import { assetVersionsOfProject } from '@/offline/assets';
import { splitEmails } from '@/domain/workflows/vocabulary';
import type { ProjectRow } from '@/offline/projects';
import type { StoredWorkflowAction } from './rows';
import { WORKFLOW_MAIL_TEXTS, type WorkflowMailTexts } from './mail-texts';
import { done, skipped, type Reaction, type ReactionEnv } from './reaction-types';
import { resolveRecipients } from './roles';

/** contacts plus the e-mail addresses of userUIDs and of the users bound to roleUids, deduplicated. */
function mailRecipients(
  ctx: ServiceContext,
  project: ProjectRow,
  action: StoredWorkflowAction,
): string[] {
  const { userUIDs } = resolveRecipients(ctx, project, action.userUIDs, action.roleUids);
  const addresses = [
    ...splitEmails(action.contacts ?? ''),
    ...userUIDs.flatMap((uid) => ctx.db.get('users', uid)?.email ?? []),
  ];
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function language(action: StoredWorkflowAction): EmailLanguage {
  return action.emailLanguage ?? DEFAULT_EMAIL_LANGUAGE;
}

function clientName(ctx: ServiceContext, project: ProjectRow): string {
  return ctx.db.get('clients', project.clientUID)?.name ?? 'Proofdesk';
}

/** Links of the latest processed version of each asset: download URLs that need no login. */
function assetLinks(ctx: ServiceContext, project: ProjectRow): { name: string; url: string }[] {
  return assetVersionsOfProject(ctx, project.projectUID, true)
    .filter((row) => row.status === 'Processed')
    .map((row) => ({ name: row.name, url: assetUrls.download(ctx.origin, row.token) }));
}

function refDocLinks(ctx: ServiceContext, project: ProjectRow): { name: string; url: string }[] {
  const refDocs =
    ctx.projects.children.refDocs?.(project, { origin: ctx.origin, lastVersionOnly: true }) ?? [];
  return refDocs.flatMap((doc) => (doc.url === null ? [] : [{ name: doc.name, url: doc.url }]));
}

interface ListMail {
  subject: (texts: WorkflowMailTexts, project: string) => string;
  intro: (texts: WorkflowMailTexts, project: string) => string;
  empty: (texts: WorkflowMailTexts) => string;
  links: (ctx: ServiceContext, project: ProjectRow) => { name: string; url: string }[];
}

function sendList(env: ReactionEnv, mail: ListMail): ReturnType<Reaction> {
  const { ctx, project, action } = env;
  const to = mailRecipients(ctx, project, action);
  if (to.length === 0)
    return skipped(
      'Nobody to write to: the contacts are empty and the users or roles have nobody.',
    );
  const texts = WORKFLOW_MAIL_TEXTS[language(action)];
  const links = mail.links(ctx, project);
  const list =
    links.length === 0
      ? mail.empty(texts)
      : links.map((link) => `- ${link.name}\n  ${link.url}`).join('\n');
  const bodyText = [
    texts.greeting,
    `${mail.intro(texts, project.name)}\n${list}`,
    action.comment ?? '',
    texts.footer(clientName(ctx, project)),
  ]
    .filter((block) => block !== '')
    .join('\n\n');
  const subject = action.emailSubject ?? mail.subject(texts, project.name);
  sendEmail(ctx, {
    to: to.join(', '),
    subject,
    language: language(action),
    bodyText,
    links: links.map((l) => l.url),
    kind: action.reactionType,
    clientUID: project.clientUID,
  });
  return done(`E-mailed ${links.length} link(s) to ${to.join(', ')}.`);
}

export const sendAssetsByEmail: Reaction = (env) =>
  sendList(env, {
    subject: (t, p) => t.assetsSubject(p),
    intro: (t, p) => t.assetsIntro(p),
    empty: (t) => t.noAssets,
    links: assetLinks,
  });

export const sendRefDocsByEmail: Reaction = (env) =>
  sendList(env, {
    subject: (t, p) => t.refDocsSubject(p),
    intro: (t, p) => t.refDocsIntro(p),
    empty: (t) => t.noRefDocs,
    links: refDocLinks,
  });

/** SendCustomEmail: emailSubject as the subject, the action's comment as the body. */
export const sendCustomEmail: Reaction = ({ ctx, project, action }) => {
  const to = mailRecipients(ctx, project, action);
  if (to.length === 0) return skipped('Nobody to write to.');
  const texts = WORKFLOW_MAIL_TEXTS[language(action)];
  const bodyText = [action.comment ?? '', texts.footer(clientName(ctx, project))]
    .filter((block) => block !== '')
    .join('\n\n');
  sendEmail(ctx, {
    to: to.join(', '),
    subject: action.emailSubject ?? project.name,
    language: language(action),
    bodyText,
    kind: action.reactionType,
    clientUID: project.clientUID,
  });
  return done(`E-mailed "${action.emailSubject ?? project.name}" to ${to.join(', ')}.`);
};

/**
 * CreateExternalUpload*Task: the service has no upload page for people outside the
 * company (upload tasks need a user of the client), so each contact gets the request by
 * e-mail, in the action's language, with the due date when daysToDueDate is set.
 */
export function sendUploadRequest(
  env: ReactionEnv,
  kind: 'assets' | 'refDocs',
  dueDate: string | null,
): ReturnType<Reaction> {
  const { ctx, project, action } = env;
  const contacts = splitEmails(action.contacts ?? '');
  if (contacts.length === 0) return skipped('No contacts to ask.');
  const texts = WORKFLOW_MAIL_TEXTS[language(action)];
  const client = clientName(ctx, project);
  const request =
    kind === 'assets'
      ? texts.assetsRequest(client, project.name)
      : texts.refDocsRequest(client, project.name);
  const subject =
    action.emailSubject ??
    (kind === 'assets'
      ? texts.assetsRequestSubject(project.name)
      : texts.refDocsRequestSubject(project.name));
  const due =
    dueDate === null
      ? ''
      : texts.due(formatDueDate(dueDate, languageInfo(language(action)).locale));
  const bodyText = [texts.greeting, request, due, action.comment ?? '', texts.footer(client)]
    .filter((block) => block !== '')
    .join('\n\n');
  for (const to of contacts) {
    sendEmail(ctx, {
      to,
      subject,
      language: language(action),
      bodyText,
      kind: action.reactionType,
      clientUID: project.clientUID,
    });
  }
  return done(
    `Asked ${contacts.join(', ')} by e-mail (the service has no upload tasks for people outside the company).`,
  );
}
