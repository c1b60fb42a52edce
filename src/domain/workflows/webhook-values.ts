import type { Project, WebhookField } from '@/api/types';
import type { TemplateValue } from './webhook-request';

/** What the project record does not carry: its template's name and its owners' names. */
export interface WebhookValueNames {
  templateName: string | null;
  ownerName: (userUID: string) => string;
}

/**
 * The value of every webhookFields name for a project record (GET /api/v1/project with its
 * latest asset versions), as SendDataWithWebhook sends it: project fields as they are, asset
 * fields as arrays over the latest version of each asset (same order in every array), review
 * status as `{assetUID, name, pendingCount, approvedCount, rejectedCount}`. The engine and
 * the builder's preview both use this.
 */
export function webhookFieldValues(
  project: Project,
  names: WebhookValueNames,
): Record<WebhookField, TemplateValue> {
  const assets = project.assets ?? [];
  return {
    projectUID: project.projectUID,
    projectState: project.projectState,
    projectCreateDate: project.created,
    projectDescription: project.description,
    projectDueDate: project.dueDate ?? null,
    projectCustomer: project.customer,
    projectRevision: project.revision,
    projectTags: [...project.tags],
    projectOwnersUIDs: [...project.owners],
    projectAssetsUIDs: assets.map((asset) => asset.assetUID),
    projectAssetsThumbnails: assets.map((asset) => asset.thumbnailUrl),
    projectAssetsReviewStatus: assets.map((asset) => ({
      assetUID: asset.assetUID,
      name: asset.name,
      ...asset.reviewStatus,
    })),
    projectTemplateName: names.templateName,
    projectWorkflowName: project.workflow?.name ?? null,
    projectName: project.name,
    projectDesign: project.design,
    projectProject: project.project,
    projectOwnersNames: project.owners.map(names.ownerName),
    projectAssetsNames: assets.map((asset) => asset.name),
    projectAssetsURLs: assets.map((asset) => asset.reviewUrl),
    projectAssetsStatus: assets.map((asset) => asset.status),
    projectTemplateUID: project.templateUID ?? null,
    projectWorkflowUID: project.workflow?.workflowUID ?? null,
  };
}
