import type { EventType } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { notFound, preconditionFailed } from '@/offline/platform/http/errors';
import { FieldReader } from '@/offline/platform/http/fields';
import { canSeeClient } from '@/offline/users';
import type { UserRow } from '@/offline/users';
import type { WebhookRow, WebhookStateName } from './rows';

/** Service time a new webhook needs before events reach it (spec.md: up to about 1 minute). */
export const WEBHOOK_ACTIVATION_OFFLINE_MS = 60_000;
/** Service time until a deletion takes effect; events are still delivered meanwhile. */
export const WEBHOOK_DELETION_OFFLINE_MS = 60_000;

const EVENT_TYPE_SET: Record<EventType, true> = {
  'project.created': true,
  'project.edited': true,
  'project.state': true,
  'asset.uploaded': true,
  'asset.deleted': true,
  'refdoc.uploaded': true,
  'refdoc.deleted': true,
  'annotation.added': true,
  'annotation.edited': true,
  'annotation.deleted': true,
  'task.created': true,
  'task.completed': true,
  'task.deleted': true,
  'task.approved': true,
  'task.rejected': true,
  'webhook.test': true,
};

/** Every event type of spec.md's Events table, in its order. */
export const EVENT_TYPES = Object.keys(EVENT_TYPE_SET) as EventType[];

/** Matches an event type case-insensitively (`Task.Approved` is `task.approved`). */
export function parseEventType(text: string): EventType | undefined {
  const lower = text.trim().toLowerCase();
  return EVENT_TYPES.find((type) => type === lower);
}

/** Where a webhook is in its life; derived from the row and the wall clock. */
export function webhookState(row: WebhookRow, now: number): WebhookStateName {
  if (row.deleteAt !== null) return 'Deleting';
  return now < row.activeFrom ? 'Activating' : 'Active';
}

/** False once a requested deletion has taken effect: the webhook no longer exists. */
export function webhookExists(row: WebhookRow, now: number): boolean {
  return row.deleteAt === null || now < row.deleteAt;
}

/** True when an event emitted now reaches the webhook (active, or deletion still pending). */
export function webhookReceives(row: WebhookRow, eventType: EventType, now: number): boolean {
  if (!webhookExists(row, now) || now < row.activeFrom) return false;
  return row.eventType === null || row.eventType === eventType;
}

/** The URL as stored and compared: absolute http(s), normalised by the URL parser. */
export function normalizeWebhookUrl(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '')
    return undefined;
  return url.href;
}

export interface WebhookCreateInput {
  url: string;
  clientUID: string | null;
  eventType: EventType | null;
}

/** POST /api/v1/webhook body; 400 for a missing or non-http(s) URL or an unknown event type. */
export function readWebhookCreate(body: Record<string, unknown>): WebhookCreateInput {
  const reader = new FieldReader(body, 'body');
  const urlText = reader.string('url', { required: true, maxLength: 2048 });
  const clientUID = reader.string('clientUID');
  const eventTypeText = reader.string('eventType');
  let url: string | undefined;
  if (typeof urlText === 'string') {
    url = normalizeWebhookUrl(urlText);
    if (url === undefined)
      reader.fail(reader.keyOf('url'), 'The url field must be an absolute http or https URL.');
  }
  let eventType: EventType | null = null;
  if (typeof eventTypeText === 'string' && eventTypeText.trim() !== '') {
    eventType = parseEventType(eventTypeText) ?? null;
    if (eventType === null) {
      reader.fail(
        reader.keyOf('eventType'),
        `'${eventTypeText}' is not an event type; use one of ${EVENT_TYPES.join(', ')}.`,
      );
    }
  }
  reader.done();
  return { url: url ?? '', clientUID: clientUID ?? null, eventType };
}

/** The client a new webhook belongs to: the one asked for, else the user's first; 412 when not theirs. */
export function requireWebhookClient(
  ctx: ServiceContext,
  user: UserRow,
  clientUID: string | null,
): string {
  const uid = clientUID ?? user.clientUIDs[0];
  if (uid === undefined || !canSeeClient(user, uid) || !ctx.db.get('clients', uid)) {
    throw preconditionFailed(`Client '${uid ?? ''}' is not an active client of this user.`);
  }
  return uid;
}

/** 412 when the tenant already has a webhook for this URL (one still being deleted counts). */
export function assertUrlFree(ctx: ServiceContext, clientUID: string, url: string): void {
  const now = ctx.clock.now();
  const taken = ctx.db
    .rows('webhooks')
    .find((row) => row.clientUID === clientUID && row.url === url && webhookExists(row, now));
  if (!taken) return;
  throw preconditionFailed(
    taken.deleteAt === null
      ? `The URL ${url} is already registered for this client.`
      : `The URL ${url} is still registered for this client until its deletion takes effect (about a minute).`,
  );
}

/** The webhook if it exists (deletion not yet in effect) and belongs to one of the user's clients. */
export function requireVisibleWebhook(
  ctx: ServiceContext,
  user: UserRow,
  webhookUID: string,
): WebhookRow {
  const row = ctx.db.get('webhooks', webhookUID);
  if (!row || !webhookExists(row, ctx.clock.now()) || !canSeeClient(user, row.clientUID)) {
    throw notFound(`Webhook '${webhookUID}' was not found.`);
  }
  return row;
}
