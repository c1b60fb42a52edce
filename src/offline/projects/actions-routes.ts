import type { HttpHandler } from 'msw';
import type { DownloadLink, MetadataEntry } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { moveToFolder, moveToKanbanColumn, requestState } from './ops';
import { ok, okMessage } from '@/offline/platform/http/envelope';
import { FieldReader } from '@/offline/platform/http/fields';
import { queryRecord, readJsonObject } from '@/offline/platform/http/request';
import { authedRoute } from '@/offline/platform/http/route';
import { createProjectReport } from '@/offline/reports';
import { requireVisibleProject } from '@/offline/users';
import {
  IN_TRANSIT_OFFLINE_MS,
  isRequestable,
  parseProjectState,
  type RequestableState,
} from './state';

function readRequestedState(reader: FieldReader): RequestableState | undefined {
  const text = reader.string('projectState', { required: true });
  if (text === undefined || text === null) return undefined;
  const state = parseProjectState(text);
  const key = reader.keyOf('projectState');
  if (state === undefined) {
    reader.fail(
      key,
      `'${text}' is not a project state; use Active, OnHold, Completed or Archived.`,
    );
    return undefined;
  }
  if (!isRequestable(state)) {
    reader.fail(
      key,
      'InTransit is set by the service itself while files move and cannot be requested.',
    );
    return undefined;
  }
  return state;
}

function readQueryProjectUID(request: Request): string {
  const reader = new FieldReader(queryRecord(request), 'query');
  const uid = reader.string('ProjectUID', { required: true });
  reader.done();
  return uid ?? '';
}

/** State, metadata, Kanban column, folder and proof report of a project. */
export function projectActionHandlers(ctx: ServiceContext): HttpHandler[] {
  return [
    authedRoute(ctx, 'put', '/project/state', async ({ request, user }) => {
      const reader = new FieldReader(await readJsonObject(request), 'body');
      const projectUID = reader.string('projectUID', { required: true });
      const requested = readRequestedState(reader);
      reader.done();
      const project = requireVisibleProject(ctx, user, projectUID ?? '');
      const row = requestState(ctx, project, requested ?? 'Active', IN_TRANSIT_OFFLINE_MS);
      return okMessage(
        row.state === 'InTransit'
          ? `The project is InTransit while its files move; it becomes ${requested ?? ''} in a few seconds.`
          : `The project state was changed to ${row.state}.`,
      );
    }),
    authedRoute(ctx, 'get', '/project/meta', ({ request, user }) => {
      const project = requireVisibleProject(ctx, user, readQueryProjectUID(request));
      const result: MetadataEntry[] = project.metadata.map((entry) => ({
        key: entry.key,
        value: entry.value,
      }));
      return ok(result);
    }),
    authedRoute(ctx, 'post', '/project/kanban/column', async ({ request, user }) => {
      const reader = new FieldReader(await readJsonObject(request), 'body');
      const projectUID = reader.string('projectUID', { required: true });
      const columnUID = reader.string('kanbanColumnUID', { required: true });
      reader.done();
      moveToKanbanColumn(ctx, requireVisibleProject(ctx, user, projectUID ?? ''), columnUID ?? '');
      return okMessage('The project was moved to the Kanban column.');
    }),
    authedRoute(ctx, 'post', '/project/folder', async ({ request, user }) => {
      const reader = new FieldReader(await readJsonObject(request), 'body');
      const projectUID = reader.string('projectUID', { required: true });
      const folderUID = reader.string('folderUID', { required: true });
      reader.done();
      moveToFolder(ctx, requireVisibleProject(ctx, user, projectUID ?? ''), folderUID ?? '');
      return okMessage('The project was moved to the folder.');
    }),
    authedRoute(ctx, 'get', '/project/proofreport', async ({ request, user, origin }) => {
      const project = requireVisibleProject(ctx, user, readQueryProjectUID(request));
      const result: DownloadLink = { downloadURL: await createProjectReport(ctx, project, origin) };
      return ok(result, 'Open downloadURL to get the proof report.');
    }),
  ];
}
