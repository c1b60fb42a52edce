import type { WebhookField } from '@/api/types';
import type { ServiceContext } from '../context';
import { buildProjectRecord } from '../records/project-record';
import type { ProjectRow } from '../store/rows';
import type { TemplateValue } from '@/domain/workflows/webhook-request';

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
  const assets = record.assets ?? [];
  const client = ctx.db.get('clients', project.clientUID);
  const template = client?.templates.find((entry) => entry.uid === project.templateUID);
  const ownerNames = project.ownerUIDs.map((uid) => ctx.db.get('users', uid)?.fullName ?? uid);
  return {
    projectUID: record.projectUID,
    projectState: record.projectState,
    projectCreateDate: record.created,
    projectDescription: record.description,
    projectDueDate: record.dueDate ?? null,
    projectCustomer: record.customer,
    projectRevision: record.revision,
    projectTags: [...record.tags],
    projectOwnersUIDs: [...record.owners],
    projectAssetsUIDs: assets.map((asset) => asset.assetUID),
    projectAssetsThumbnails: assets.map((asset) => asset.thumbnailUrl),
    projectAssetsReviewStatus: assets.map((asset) => ({
      assetUID: asset.assetUID,
      name: asset.name,
      ...asset.reviewStatus,
    })),
    projectTemplateName: template?.name ?? null,
    projectWorkflowName: record.workflow?.name ?? null,
    projectName: record.name,
    projectDesign: record.design,
    projectProject: record.project,
    projectOwnersNames: ownerNames,
    projectAssetsNames: assets.map((asset) => asset.name),
    projectAssetsURLs: assets.map((asset) => asset.reviewUrl),
    projectAssetsStatus: assets.map((asset) => asset.status),
    projectTemplateUID: record.templateUID ?? null,
    projectWorkflowUID: record.workflow?.workflowUID ?? null,
  };
}
