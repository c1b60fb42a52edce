import type { HttpHandler } from 'msw';
import type { Task } from '@/api/types';
import type { ServiceContext } from '../context';
import { ok, okMessage } from '../http/envelope';
import { readJsonObject } from '../http/request';
import { authedRoute } from '../http/route';
import { completeTask } from '../rules/tasks-complete';
import { decideTaskAsset } from '../rules/tasks-decide';
import { readDecisionBody, readTaskCompleteBody } from '../rules/tasks-input';
import { buildTaskRecord } from '../rules/tasks-record';
import { requireVisibleTask } from '../rules/tasks-store';

/** PUT /task/complete and PUT /task/decision (x-extension). */
export function taskActionHandlers(ctx: ServiceContext): HttpHandler[] {
  return [
    authedRoute(ctx, 'put', '/task/complete', async ({ request, user }) => {
      const body = readTaskCompleteBody(await readJsonObject(request));
      const task = requireVisibleTask(ctx, user, body.taskUID);
      completeTask(ctx, task, body.assignUsers);
      return okMessage('The task was completed.');
    }),
    authedRoute(ctx, 'put', '/task/decision', async ({ request, user, external }) => {
      const body = readDecisionBody(await readJsonObject(request));
      const task = requireVisibleTask(ctx, user, body.taskUID);
      const row = decideTaskAsset(
        ctx,
        task,
        { user, external },
        { assetUID: body.assetUID, decision: body.decision, comment: body.comment },
      );
      const result: Task = buildTaskRecord(ctx, row);
      return ok(
        result,
        row.status === 'Pending'
          ? 'The decision was recorded.'
          : `The decision was recorded; the task ended ${row.status}.`,
      );
    }),
  ];
}
