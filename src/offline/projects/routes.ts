import type { HttpHandler } from 'msw';
import type { ServiceContext } from '@/offline/platform/context';
import { readProjectListQuery } from './list';
import { createProject, deleteProject, editProject } from './ops';
import { ok, okJsonBytes, okMessage } from '@/offline/platform/http/envelope';
import { FieldReader } from '@/offline/platform/http/fields';
import { queryRecord, readJsonObject } from '@/offline/platform/http/request';
import { authedRoute } from '@/offline/platform/http/route';
import { projectListBody } from './list-json';
import { buildProjectRecord } from './record';
import { requireVisibleProject } from '@/offline/users';
import { readProjectCreate, readProjectEdit } from './validation';

/** GET, POST, PUT and DELETE /api/v1/project. */
export function projectHandlers(ctx: ServiceContext): HttpHandler[] {
  return [
    authedRoute(ctx, 'get', '/project', ({ request, user, origin }) => {
      const query = readProjectListQuery(queryRecord(request));
      return okJsonBytes(projectListBody(ctx, user, query, origin));
    }),
    authedRoute(ctx, 'post', '/project', async ({ request, user, origin }) => {
      const input = readProjectCreate(await readJsonObject(request));
      const row = createProject(ctx, user, input);
      return ok(buildProjectRecord(ctx, row, origin), 'The project was created.');
    }),
    authedRoute(ctx, 'put', '/project', async ({ request, user }) => {
      const { projectUID, changes } = readProjectEdit(await readJsonObject(request));
      editProject(ctx, requireVisibleProject(ctx, user, projectUID), changes);
      return okMessage('The project was updated.');
    }),
    authedRoute(ctx, 'delete', '/project', async ({ request, user }) => {
      const reader = new FieldReader(await readJsonObject(request), 'body');
      const projectUID = reader.string('projectUID', { required: true });
      reader.done();
      deleteProject(ctx, requireVisibleProject(ctx, user, projectUID ?? ''));
      return okMessage('The project was deleted.');
    }),
  ];
}
