import type { ClientDirectory, Project, WebhookField } from '@/api/types';
import type { TemplateValue } from '@/domain/workflows/webhook-request';

/** The values of a project's webhook fields, and the fields the client could not know for sure. */
export interface PreviewValues {
  values: Record<WebhookField, TemplateValue>;
  /** Fields whose value here may differ from what the service sends, with why. */
  uncertain: Partial<Record<WebhookField, 'ownerNotInDirectory'>>;
}

/**
 * The value of every webhookFields name, computed from the project record of
 * GET /api/v1/project (with IsLoadAssets and IsLoadLastVerAssets) the way the offline
 * service computes them from its store (src/mock/workflows/webhook-values.ts; a test holds
 * the two together). Owner names come from GET /users, which lists active users only: an
 * owner who left shows by UID here, by name in the real call.
 */
export function previewValues(project: Project, client: ClientDirectory): PreviewValues {
  const assets = project.assets ?? [];
  const template = client.templates.find((entry) => entry.templateUID === project.templateUID);
  const users = new Map(client.users.map((user) => [user.userUID, user.fullName]));
  const uncertain: PreviewValues['uncertain'] = {};
  if (project.owners.some((uid) => !users.has(uid)))
    uncertain.projectOwnersNames = 'ownerNotInDirectory';
  return {
    uncertain,
    values: {
      projectUID: project.projectUID,
      projectState: project.projectState,
      projectCreateDate: project.created,
      projectDescription: project.description,
      projectDueDate: project.dueDate,
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
      projectTemplateName: template?.name ?? null,
      projectWorkflowName: project.workflow?.name ?? null,
      projectName: project.name,
      projectDesign: project.design,
      projectProject: project.project,
      projectOwnersNames: project.owners.map((uid) => users.get(uid) ?? uid),
      projectAssetsNames: assets.map((asset) => asset.name),
      projectAssetsURLs: assets.map((asset) => asset.reviewUrl),
      projectAssetsStatus: assets.map((asset) => asset.status),
      projectTemplateUID: project.templateUID,
      projectWorkflowUID: project.workflow?.workflowUID ?? null,
    },
  };
}
