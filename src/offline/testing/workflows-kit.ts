import type { OutboxEmail, Project, Task, Workflow } from '@/api/types';
import type { WorkflowRunRecord } from '@/offline/workflows/runs-routes';
import { DEMO_CLIENTS, DEMO_USERS } from '@/offline/platform/demo-ids';
import { resultOf, type ApiAnswer, type HttpHarness } from './http-client';

/** A manual action that posts the project UID to a loopback port nothing listens on. */
export const webhookAction = {
  uid: 'hook',
  triggerType: 'ManualTrigger',
  reactionType: 'SendDataWithWebhook',
  webhookUrl: 'http://127.0.0.1:9/in',
  webhookRequestType: 'POST',
  webhookFields: ['projectUID'],
};

/** An internal review task for the project owners once a project is created. */
export const reviewAction = {
  uid: 'r',
  triggerType: 'ProjectCreated',
  reactionType: 'CreateInternalReviewTask',
  roleUids: ['projectOwners'],
};

/** Creates a workflow (Acme unless told) and returns it; throws unless HTTP 200. */
export async function createWorkflow(
  h: HttpHarness,
  token: string,
  actions: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
): Promise<Workflow> {
  const answer = await h.call('POST', '/api/v1/workflow', {
    token,
    body: { clientUID: DEMO_CLIENTS.acme, actions, ...extra },
  });
  return resultOf<Workflow>(answer);
}

/** Creates a project running `workflowUID` (Acme, owner Ravi unless told). */
export async function createProjectWith(
  h: HttpHarness,
  token: string,
  workflowUID: string,
  extra: Record<string, unknown> = {},
): Promise<Project> {
  const body = {
    clientUID: DEMO_CLIENTS.acme,
    projectName: 'Workflow test pack',
    projectOwnersUIDS: [DEMO_USERS.ravi],
    workflowUID,
    ...extra,
  };
  return resultOf<Project>(await h.call('POST', '/api/v1/project', { token, body }));
}

/** The project's run log, oldest first. */
export async function runsOf(
  h: HttpHarness,
  token: string,
  projectUID: string,
): Promise<WorkflowRunRecord[]> {
  const answer = await h.call('GET', `/api/v1/workflow/runs?ProjectUID=${projectUID}`, { token });
  return resultOf<WorkflowRunRecord[]>(answer).reverse();
}

export function trigger(
  h: HttpHarness,
  token: string,
  projectUID: string,
  actionUid: string,
): Promise<ApiAnswer> {
  return h.call('POST', '/api/v1/workflow/trigger', { token, body: { projectUID, actionUid } });
}

export async function projectOf(
  h: HttpHarness,
  token: string,
  projectUID: string,
): Promise<Project> {
  const answer = await h.call(
    'GET',
    `/api/v1/project?ProjectUID=${projectUID}&States=Active,OnHold,Completed,Archived,InTransit&IsLoadTasks=true`,
    { token },
  );
  const [project] = resultOf<Project[]>(answer);
  if (!project) throw new Error(`project ${projectUID} not found`);
  return project;
}

/** Open tasks of the signed-in user on one project. */
export async function myTasks(h: HttpHarness, token: string, projectUID: string): Promise<Task[]> {
  const tasks = resultOf<Task[]>(await h.call('GET', '/api/v1/task/all', { token }));
  return tasks.filter((task) => task.projectUID === projectUID);
}

export async function outboxOf(h: HttpHarness, token: string): Promise<OutboxEmail[]> {
  return resultOf<OutboxEmail[]>(await h.call('GET', '/api/v1/mock/outbox', { token }));
}
