import type { HttpHandler } from 'msw';
import type { WorkflowRun } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { ok, okMessage } from '@/offline/platform/http/envelope';
import { notFound, preconditionFailed } from '@/offline/platform/http/errors';
import { FieldReader } from '@/offline/platform/http/fields';
import { queryRecord, readJsonObject } from '@/offline/platform/http/request';
import { authedRoute } from '@/offline/platform/http/route';
import { requireVisibleProject } from '@/offline/users';
import { isMutableState } from '@/offline/projects';
import type { WorkflowRunRow } from './rows';
import type { WorkflowEngine } from './engine';
import { runsOfProject } from './run-log';

/** One entry of GET /api/v1/workflow/runs (x-extension). */
export type WorkflowRunRecord = WorkflowRun;

function toRunRecord({
  clientUID: _client,
  seq: _seq,
  ...record
}: WorkflowRunRow): WorkflowRunRecord {
  return record;
}

/** POST /api/v1/workflow/trigger (ManualTrigger) and GET /api/v1/workflow/runs (the run log); both x-extension. */
export function workflowRunHandlers(ctx: ServiceContext, engine: WorkflowEngine): HttpHandler[] {
  return [
    authedRoute(ctx, 'post', '/workflow/trigger', async ({ request, user }) => {
      const reader = new FieldReader(await readJsonObject(request), 'body');
      const projectUID = reader.string('projectUID', { required: true });
      const actionUid = reader.string('actionUid', { required: true });
      reader.done();
      const project = requireVisibleProject(ctx, user, projectUID ?? '');
      const workflow =
        project.workflowUID === null ? undefined : ctx.db.get('workflows', project.workflowUID);
      if (!workflow) throw notFound(`Project '${project.projectUID}' does not run a workflow.`);
      const action = workflow.actions.find((entry) => entry.uid === actionUid);
      if (!action)
        throw notFound(`Action '${actionUid ?? ''}' was not found in the project's workflow.`);
      if (action.triggerType !== 'ManualTrigger') {
        throw preconditionFailed(
          `Action '${action.uid}' fires on ${action.triggerType}, not on ManualTrigger.`,
        );
      }
      if (!isMutableState(project.state)) {
        throw preconditionFailed(
          `The project is ${project.state}; workflow actions run only for Active or OnHold projects.`,
        );
      }
      await engine.runManual(project, action.uid);
      const run = runsOfProject(ctx, project.projectUID).find(
        (entry) => entry.actionUid === action.uid,
      );
      return okMessage(
        run ? `The action ran: ${run.outcome}. ${run.message}` : 'The action was triggered.',
      );
    }),
    authedRoute(ctx, 'get', '/workflow/runs', ({ request, user }) => {
      const reader = new FieldReader(queryRecord(request), 'query');
      const projectUID = reader.string('ProjectUID', { required: true });
      reader.done();
      const project = requireVisibleProject(ctx, user, projectUID ?? '');
      return ok(runsOfProject(ctx, project.projectUID).map(toRunRecord));
    }),
  ];
}
