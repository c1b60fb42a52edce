import type { EmailLanguage, OutboxEmail } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { newUid } from '@/offline/platform/ids';
import type { OutboxRow } from '@/offline/tasks';
import { DEFAULT_EMAIL_LANGUAGE } from './languages';

/** How many e-mails the outbox keeps; the oldest go first. */
const MAX_OUTBOX_EMAILS = 500;

/** What {@link sendEmail} needs; the service fills in the id, time and order. */
interface EmailInput {
  /** Recipient address(es), comma-separated. */
  to: string;
  subject: string;
  /** Default English. */
  language?: EmailLanguage;
  bodyText: string;
  /** Links in the body, in order. */
  links?: readonly string[];
  /** What the e-mail is for, e.g. `ExternalReviewInvitation` or a workflow reaction type. */
  kind: string;
  /** The tenant it belongs to; users of other tenants do not see it. Null = everyone. */
  clientUID?: string | null;
  taskUID?: string | null;
}

function nextSeq(ctx: ServiceContext): number {
  let max = 0;
  for (const row of ctx.db.rows('outbox')) max = Math.max(max, row.seq);
  return max + 1;
}

/** "Sends" an e-mail: it lands in the offline outbox (GET /api/v1/mock/outbox). */
export function sendEmail(ctx: ServiceContext, input: EmailInput): OutboxRow {
  const row: OutboxRow = {
    emailUID: newUid(),
    to: input.to,
    subject: input.subject,
    language: input.language ?? DEFAULT_EMAIL_LANGUAGE,
    bodyText: input.bodyText,
    links: [...(input.links ?? [])],
    time: ctx.clock.nowIso(),
    kind: input.kind,
    clientUID: input.clientUID ?? null,
    taskUID: input.taskUID ?? null,
    seq: nextSeq(ctx),
  };
  ctx.db.insert('outbox', row.emailUID, row);
  const rows = ctx.db.rows('outbox');
  if (rows.length > MAX_OUTBOX_EMAILS) {
    const oldest = [...rows]
      .sort((a, b) => a.seq - b.seq)
      .slice(0, rows.length - MAX_OUTBOX_EMAILS);
    for (const old of oldest) ctx.db.remove('outbox', old.emailUID);
  }
  return row;
}

/** E-mails visible to users of `clientUIDs` (plus tenant-less ones), newest first. */
export function listOutbox(ctx: ServiceContext, clientUIDs: readonly string[]): OutboxRow[] {
  const clients = new Set(clientUIDs);
  return ctx.db
    .rows('outbox')
    .filter((row) => row.clientUID === null || clients.has(row.clientUID))
    .sort((a, b) => b.seq - a.seq);
}

/**
 * An e-mail as GET /mock/outbox answers it. For a review invitation, whether its link still
 * opens: a seeded invitation of a review that ended long ago must say so in the Mailbox.
 */
export function toOutboxEmail(ctx: ServiceContext, row: OutboxRow): OutboxEmail {
  const task = row.taskUID === null ? undefined : ctx.db.get('tasks', row.taskUID);
  const invitation = row.kind === 'ExternalReviewInvitation';
  return {
    reviewLinkState: invitation ? (task?.external?.linkState ?? 'Expired') : null,
    emailUID: row.emailUID,
    to: row.to,
    subject: row.subject,
    language: row.language,
    bodyText: row.bodyText,
    links: [...row.links],
    time: row.time,
    kind: row.kind,
    taskUID: row.taskUID,
  };
}
