import { api } from '@/api/client';
import type { Project, ProjectCreateRequest } from '@/api/types';
import { getProject } from '@/entities/project/detail-query';
import { ALL_PROJECT_STATES } from '@/entities/project/states';
import { formValuesOf, toEditRequest, type ProjectFormValues } from '../model/project-form';

/**
 * How long before the send a project's creation time may lie and still be "the one just
 * sent": a server's clock may run a little behind the browser's. An older project of the same
 * name is someone's earlier work, not this save.
 */
export const CREATED_SLACK_MS = 60_000;

/**
 * After a cancelled create: the project this save made, if the service made it (same name
 * and client, created since the send), or null. Rejects when the service does not answer.
 */
export async function findCreatedProject(
  body: ProjectCreateRequest,
  sentAt: number,
): Promise<Project | null> {
  const found = await api.get('/api/v1/project', {
    query: { Query: body.projectName, States: ALL_PROJECT_STATES },
  });
  const matches = found.filter(
    (project) =>
      project.name === body.projectName &&
      (body.clientUID === undefined || project.client.clientUID === body.clientUID) &&
      Date.parse(project.created) >= sentAt - CREATED_SLACK_MS,
  );
  // The newest, should a person have made two on purpose in the last minute.
  return matches.sort((a, b) => Date.parse(b.created) - Date.parse(a.created))[0] ?? null;
}

/**
 * After a cancelled edit: the project as stored when it already holds everything typed (the
 * edit landed), or null when it does not.
 */
export async function findStoredEdit(
  projectUID: string,
  values: ProjectFormValues,
): Promise<Project | null> {
  const stored = await getProject(projectUID);
  return toEditRequest(projectUID, formValuesOf(stored), values) === null ? stored : null;
}
