import type { HttpHandler } from 'msw';
import type { Task } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { ok, okMessage } from '@/offline/platform/http/envelope';
import { readJsonObject } from '@/offline/platform/http/request';
import { authedRoute } from '@/offline/platform/http/route';
import { completeTask } from './complete';
import { decideTaskAsset } from './decide';
import { readDecisionBody, readTaskCompleteBody } from './input';
import { buildTaskRecord } from './record';
import { requireVisibleTask } from './store';

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
