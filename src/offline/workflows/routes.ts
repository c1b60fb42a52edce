import type { HttpHandler } from 'msw';
import type { Workflow } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { ok, okMessage } from '@/offline/platform/http/envelope';
import { FieldReader } from '@/offline/platform/http/fields';
import { queryRecord, readJsonObject } from '@/offline/platform/http/request';
import { authedRoute } from '@/offline/platform/http/route';
import { readWorkflowCreate, readWorkflowUpdate } from './validation';
import {
  createWorkflow,
  deleteWorkflow,
  listWorkflows,
  toWorkflowRecord,
  updateWorkflow,
} from './workflow-ops';

const UID_MAX = 100;

/** GET, POST, PUT (x-extension) and DELETE (x-extension) /api/v1/workflow. */
export function workflowHandlers(ctx: ServiceContext): HttpHandler[] {
  return [
    authedRoute(ctx, 'get', '/workflow', ({ request, user }) => {
      const reader = new FieldReader(queryRecord(request), 'query');
      const workflowUID = reader.string('WorkflowUID', { maxLength: UID_MAX });
      const clientUID = reader.string('ClientUID', { maxLength: UID_MAX });
      reader.done();
      const rows = listWorkflows(ctx, user, {
        workflowUID: workflowUID ?? undefined,
        clientUID: clientUID ?? undefined,
      });
      const result: Workflow[] = rows.map(toWorkflowRecord);
      return ok(result);
    }),
    authedRoute(ctx, 'post', '/workflow', async ({ request, user }) => {
      const row = createWorkflow(ctx, user, readWorkflowCreate(await readJsonObject(request)));
      const result: Workflow = toWorkflowRecord(row);
      return ok(result, 'The workflow was created and is active.');
    }),
    authedRoute(ctx, 'put', '/workflow', async ({ request, user }) => {
      const row = updateWorkflow(ctx, user, readWorkflowUpdate(await readJsonObject(request)));
      const result: Workflow = toWorkflowRecord(row);
      return ok(result, 'The workflow was updated.');
    }),
    authedRoute(ctx, 'delete', '/workflow', async ({ request, user }) => {
      const reader = new FieldReader(await readJsonObject(request), 'body');
      const workflowUID = reader.string('workflowUID', { required: true, maxLength: UID_MAX });
      reader.done();
      deleteWorkflow(ctx, user, workflowUID ?? '');
      return okMessage('The workflow was deleted; projects that ran it no longer run a workflow.');
    }),
  ];
}
