import type { ServiceContext } from '@/offline/platform/context';
import { notFound, preconditionFailed, unauthorized } from '@/offline/platform/http/errors';
import { FieldReader } from '@/offline/platform/http/fields';
import { queryRecord } from '@/offline/platform/http/request';
import type { ExternalReviewer, RouteRequest } from '@/offline/platform/http/types';
import type { SessionRow, UserRow } from '@/offline/users';
import type { TaskRow } from './rows';
import { externalStandInUser } from './review-session';
import { isOpen } from './kinds';

/**
 * What an external reviewer's session token may do (decisions.md): read the task's assets,
 * their pages and annotations, annotate (unless read-only), download (only if allowed)
 * and decide. Answers for everything else:
 * - an operation not listed here: 401 (the token is no credential for it);
 * - a listed operation on an asset, annotation or task outside the review: 404, as for
 *   another tenant's resources;
 * - annotating or deciding on a read-only link, or after the review ended, and
 *   downloading when the link does not allow it: 412 (a permission precondition, like
 *   deleting someone else's annotation).
 * Files (pages, thumbnails) need no token at all.
 */

type Need = 'read' | 'annotate' | 'download' | 'decide';
type TargetKind = 'asset' | 'annotation' | 'task';

interface Target {
  kind: TargetKind;
  /** Query parameter (GET) or body field holding the UID; names match case-insensitively. */
  field: string;
}

interface ScopedOperation {
  method: string;
  /** Path after /api/v1. */
  path: string;
  need: Need;
  targets: Target[];
}

const asset = (field: string): Target => ({ kind: 'asset', field });
const annotation = (field: string): Target => ({ kind: 'annotation', field });
const task = (field: string): Target => ({ kind: 'task', field });

const REVIEW_SESSION_OPERATIONS: readonly ScopedOperation[] = [
  { method: 'GET', path: '/token/validate', need: 'read', targets: [] },
  { method: 'GET', path: '/task', need: 'read', targets: [task('TaskUID')] },
  { method: 'PUT', path: '/task/decision', need: 'decide', targets: [task('taskUID')] },
  { method: 'GET', path: '/asset', need: 'read', targets: [asset('AssetUID')] },
  { method: 'GET', path: '/asset/download', need: 'download', targets: [asset('AssetUID')] },
  { method: 'GET', path: '/annotation/all', need: 'read', targets: [asset('AssetUID')] },
  { method: 'GET', path: '/annotation', need: 'read', targets: [annotation('AnnotationUID')] },
  {
    method: 'POST',
    path: '/annotation',
    need: 'annotate',
    targets: [asset('assetUID'), annotation('parentAnnotationUID')],
  },
  { method: 'PUT', path: '/annotation', need: 'annotate', targets: [annotation('annotationUID')] },
  {
    method: 'DELETE',
    path: '/annotation',
    need: 'annotate',
    targets: [annotation('annotationUID')],
  },
  {
    method: 'PUT',
    path: '/annotation/hide',
    need: 'annotate',
    targets: [annotation('annotationUID')],
  },
  {
    method: 'PUT',
    path: '/annotation/complete',
    need: 'annotate',
    targets: [annotation('annotationUID')],
  },
  {
    method: 'PUT',
    path: '/annotation/uncomplete',
    need: 'annotate',
    targets: [annotation('annotationUID')],
  },
];

function apiPathOf(url: URL): string {
  const at = url.pathname.indexOf('/api/v1');
  const path = at === -1 ? url.pathname : url.pathname.slice(at + '/api/v1'.length);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The fields the targets are read from; an unreadable body yields none (the handler answers 400). */
async function fieldsOf(req: RouteRequest): Promise<FieldReader> {
  if (req.request.method === 'GET') return new FieldReader(queryRecord(req.request), 'query');
  try {
    const value: unknown = JSON.parse(await req.request.clone().text());
    const record =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {};
    return new FieldReader(record, 'body');
  } catch {
    return new FieldReader({}, 'body');
  }
}

function inScope(ctx: ServiceContext, row: TaskRow, kind: TargetKind, uid: string): boolean {
  if (kind === 'task') return uid === row.taskUID;
  if (kind === 'asset') return row.assetUIDs.includes(uid);
  const assetUID = ctx.projects.annotationAssetUID?.(uid);
  return assetUID !== undefined && row.assetUIDs.includes(assetUID);
}

const NOT_FOUND: Record<TargetKind, (uid: string) => string> = {
  asset: (uid) => `Asset '${uid}' was not found.`,
  annotation: (uid) => `Annotation '${uid}' was not found.`,
  task: (uid) => `Task '${uid}' was not found or is already deleted.`,
};

function assertAllowed(row: TaskRow, need: Need): void {
  const external = row.external;
  if (!external) return;
  if ((need === 'annotate' || need === 'decide') && external.isReadOnly) {
    throw preconditionFailed(
      'This review link is read-only: annotations, comments, approvals and rejections are not allowed.',
    );
  }
  if (need === 'annotate' && !isOpen(row.status))
    throw preconditionFailed(
      'The review has ended; annotations can no longer be added or changed.',
    );
  if (need === 'download' && !external.isAllowDownloadAssets)
    throw preconditionFailed('This review link does not allow downloading the original files.');
}

/**
 * The auth wrapper's check for review-session tokens: resolves the session's task, matches
 * the request against {@link REVIEW_SESSION_OPERATIONS} and returns the stand-in user and
 * the reviewer, or throws the answer.
 */
export async function authorizeReviewSession(
  ctx: ServiceContext,
  req: RouteRequest,
  token: string,
  review: NonNullable<SessionRow['review']>,
): Promise<{ user: UserRow; external: ExternalReviewer }> {
  const row = ctx.db.get('tasks', review.taskUID);
  if (!row?.external || !ctx.db.get('projects', row.projectUID)) {
    ctx.db.remove('sessions', token);
    throw unauthorized('The review this token was issued for no longer exists.');
  }
  const method = req.request.method.toUpperCase();
  const path = apiPathOf(req.url);
  const operation = REVIEW_SESSION_OPERATIONS.find(
    (op) => op.method === method && op.path === path,
  );
  if (!operation)
    throw unauthorized(
      `A review session token cannot be used for ${method} /api/v1${path}; it opens only its own review.`,
    );
  const fields = await fieldsOf(req);
  for (const target of operation.targets) {
    const value = fields.find(target.field)?.value;
    // A missing or malformed UID is the handler's 400 to give.
    if (typeof value !== 'string' || value === '') continue;
    if (!inScope(ctx, row, target.kind, value)) throw notFound(NOT_FOUND[target.kind](value));
  }
  assertAllowed(row, operation.need);
  const external: ExternalReviewer = {
    taskUID: row.taskUID,
    email: row.email,
    isReadOnly: row.external.isReadOnly,
    isAllowDownloadAssets: row.external.isAllowDownloadAssets,
    assetUIDs: [...row.assetUIDs],
  };
  return { user: externalStandInUser(row), external };
}
