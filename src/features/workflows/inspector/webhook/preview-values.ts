import type { ClientDirectory, Project, WebhookField } from '@/api/types';
import type { TemplateValue } from '@/domain/workflows/webhook-request';
import { webhookFieldValues } from '@/domain/workflows/webhook-values';

/** The values of a project's webhook fields, and the fields the client could not know for sure. */
export interface PreviewValues {
  values: Record<WebhookField, TemplateValue>;
  /** Fields whose value here may differ from what the service sends, with why. */
  uncertain: Partial<Record<WebhookField, 'ownerNotInDirectory'>>;
}

/**
 * The value of every webhookFields name, computed from the project record of
 * GET /api/v1/project (with IsLoadAssets and IsLoadLastVerAssets) with the engine's own
 * function (src/domain/workflows/webhook-values.ts). Owner names come from GET /users, which lists active users only: an
 * owner who left shows by UID here, by name in the real call.
 */
export function previewValues(project: Project, client: ClientDirectory): PreviewValues {
  const template = client.templates.find((entry) => entry.templateUID === project.templateUID);
  const users = new Map(client.users.map((user) => [user.userUID, user.fullName]));
  const uncertain: PreviewValues['uncertain'] = {};
  if (project.owners.some((uid) => !users.has(uid)))
    uncertain.projectOwnersNames = 'ownerNotInDirectory';
  return {
    uncertain,
    values: webhookFieldValues(project, {
      templateName: template?.name ?? null,
      ownerName: (uid) => users.get(uid) ?? uid,
    }),
  };
}
