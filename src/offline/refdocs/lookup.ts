import type { RefDoc } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { notFound } from '@/offline/platform/http/errors';
import type { RefDocRow } from './rows';
import type { UserRow } from '@/offline/users';
import { refDocFileUrl } from '@/offline/assets';
import { canSeeClient } from '@/offline/users';

interface RefDocIndexes {
  /** projectUID -> documents in creation order. */
  byProject: Map<string, RefDocRow[]>;
  byToken: Map<string, RefDocRow>;
}

function indexes(ctx: ServiceContext): RefDocIndexes {
  return ctx.db.memo('refdocs-indexes', ['refDocs'], () => {
    const byProject = new Map<string, RefDocRow[]>();
    const byToken = new Map<string, RefDocRow>();
    const rows = ctx.db
      .rows('refDocs')
      .sort((a, b) => a.created.localeCompare(b.created) || a.refDocUID.localeCompare(b.refDocUID));
    for (const row of rows) {
      const list = byProject.get(row.projectUID);
      if (list) list.push(row);
      else byProject.set(row.projectUID, [row]);
      if (row.token) byToken.set(row.token, row);
    }
    return { byProject, byToken };
  });
}

export function refDocsOfProject(ctx: ServiceContext, projectUID: string): readonly RefDocRow[] {
  return indexes(ctx).byProject.get(projectUID) ?? [];
}

export function findRefDocByToken(ctx: ServiceContext, token: string): RefDocRow | undefined {
  return indexes(ctx).byToken.get(token);
}

/** The document if it exists in one of the user's clients; 404 for unknown, deleted or foreign ones. */
export function requireVisibleRefDoc(
  ctx: ServiceContext,
  user: UserRow,
  refDocUID: string,
): RefDocRow {
  const row = ctx.db.get('refDocs', refDocUID);
  if (!row || !canSeeClient(user, row.clientUID))
    throw notFound(`Reference document '${refDocUID}' was not found or is already deleted.`);
  return row;
}

/** The wire record (decisions.md): a File's url serves the file once it is Processed. */
export function buildRefDocRecord(row: RefDocRow, origin: string): RefDoc {
  const url =
    row.kind === 'Url'
      ? row.linkUrl
      : row.status === 'Processed' && row.token
        ? refDocFileUrl(origin, row.token, row.name)
        : null;
  return {
    refDocUID: row.refDocUID,
    name: row.name,
    kind: row.kind,
    url,
    fileSize: row.fileSize,
    status: row.status,
    created: row.created,
  };
}
