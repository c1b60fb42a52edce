import type { WebhookField } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { buildProjectRecord } from '@/offline/projects';
import type { ProjectRow } from '@/offline/projects';
import type { TemplateValue } from '@/domain/workflows/webhook-request';
import { webhookFieldValues } from '@/domain/workflows/webhook-values';

/**
 * The value of every webhookFields name for a project, as SendDataWithWebhook sends it:
 * project fields as they are, asset fields as arrays over the latest version of each asset
 * (same order in every array), review status as objects
 * `{assetUID, name, pendingCount, approvedCount, rejectedCount}`.
 */
export function webhookValues(
  ctx: ServiceContext,
  project: ProjectRow,
  origin: string,
): Record<WebhookField, TemplateValue> {
  const record = buildProjectRecord(ctx, project, origin, { assets: true, lastVersionOnly: true });
  const client = ctx.db.get('clients', project.clientUID);
  const template = client?.templates.find((entry) => entry.uid === project.templateUID);
  return webhookFieldValues(record, {
    templateName: template?.name ?? null,
    ownerName: (uid) => ctx.db.get('users', uid)?.fullName ?? uid,
  });
}
