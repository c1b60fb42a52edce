import type { HttpHandler } from 'msw';
import type { Task } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { ok, okMessage } from '@/offline/platform/http/envelope';
import { FieldReader } from '@/offline/platform/http/fields';
import { queryRecord, readJsonObject } from '@/offline/platform/http/request';
import { authedRoute } from '@/offline/platform/http/route';
import { canSeeClient } from '@/offline/users';
import { deleteTask } from './cleanup';
import { parseTaskTypes } from './kinds';
import { buildTaskRecord } from './record';
import { requireVisibleTask } from './store';

/** GET /task/all (the caller's tasks), GET /task and DELETE /task. */
export function taskHandlers(ctx: ServiceContext): HttpHandler[] {
  return [
    authedRoute(ctx, 'get', '/task/all', ({ request, user }) => {
      const reader = new FieldReader(queryRecord(request), 'query');
      const typesText = reader.string('Types');
      reader.done();
      const types = parseTaskTypes(typesText, reader.keyOf('Types'));
      // Every status, newest first: the caller's history as well as the open work.
      const result: Task[] = ctx.db
        .rows('tasks')
        .filter(
          (task) =>
            task.userUID === user.userUID &&
            canSeeClient(user, task.clientUID) &&
            types.has(task.type),
        )
        .sort((a, b) => b.created.localeCompare(a.created) || a.taskUID.localeCompare(b.taskUID))
        .map((task) => buildTaskRecord(ctx, task));
      return ok(result);
    }),
    authedRoute(ctx, 'get', '/task', ({ request, user }) => {
      const reader = new FieldReader(queryRecord(request), 'query');
      const taskUID = reader.string('TaskUID', { required: true });
      reader.done();
      const result: Task = buildTaskRecord(ctx, requireVisibleTask(ctx, user, taskUID ?? ''));
      return ok(result);
    }),
    authedRoute(ctx, 'delete', '/task', async ({ request, user }) => {
      const reader = new FieldReader(await readJsonObject(request), 'body');
      const taskUID = reader.string('taskUID', { required: true });
      reader.done();
      deleteTask(ctx, requireVisibleTask(ctx, user, taskUID ?? ''), { emitEvent: true });
      return okMessage('The task was deleted.');
    }),
  ];
}
