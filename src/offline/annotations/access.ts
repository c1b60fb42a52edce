import type { ServiceContext } from '@/offline/platform/context';
import { notAcceptable, notFound, preconditionFailed } from '@/offline/platform/http/errors';
import type { AuthedRequest } from '@/offline/platform/http/types';
import type { ProjectRow } from '@/offline/projects';
import type { AnnotationRow } from './rows';
import type { AssetVersionRow } from '@/offline/assets';
import { requireVisibleAsset } from '@/offline/assets';
import { isMutableState } from '@/offline/projects';

/** Who is acting on annotations: a signed-in user or an external review session. */
export interface AnnotationActor {
  /** Compared with {@link AnnotationRow.creatorKey} for creator-only operations. */
  key: string;
  /** Null for an external reviewer. */
  userUID: string | null;
  fullName: string;
}

export function actorOf(req: AuthedRequest): AnnotationActor {
  if (req.external) {
    return { key: `ext:${req.external.taskUID}`, userUID: null, fullName: req.external.email };
  }
  return {
    key: `user:${req.user.userUID}`,
    userUID: req.user.userUID,
    fullName: req.user.fullName,
  };
}

/**
 * The latest version of an asset the caller may see: one of the user's clients, and for an
 * external review session one of its task's assets; 404 otherwise.
 */
export function requireAnnotatedAsset(
  ctx: ServiceContext,
  req: AuthedRequest,
  assetUID: string,
): AssetVersionRow {
  if (req.external && !req.external.assetUIDs.includes(assetUID))
    throw notFound(`Asset '${assetUID}' was not found.`);
  return requireVisibleAsset(ctx, req.user, assetUID);
}

/** The annotation if the caller may see its asset; 404 otherwise. */
export function requireVisibleAnnotation(
  ctx: ServiceContext,
  req: AuthedRequest,
  annotationUID: string,
): AnnotationRow {
  const row = ctx.db.get('annotations', annotationUID);
  const missing = () => notFound(`Annotation '${annotationUID}' was not found.`);
  if (!row) throw missing();
  try {
    requireAnnotatedAsset(ctx, req, row.assetUID);
  } catch {
    throw missing();
  }
  return row;
}

/** The project of an annotation; 404 when it is gone (cleanup removes annotations first). */
export function projectOfAnnotation(ctx: ServiceContext, row: AnnotationRow): ProjectRow {
  const project = ctx.db.get('projects', row.projectUID);
  if (!project) throw notFound(`Annotation '${row.annotationUID}' was not found.`);
  return project;
}

/**
 * Annotations change only while the project is Active or OnHold (Completed and Archived
 * are read-only, InTransit is moving). Read-only review links never get this far: the
 * review-session scope answers them 412 (rules/review-session-scope.ts).
 */
export function assertAnnotationsWritable(project: ProjectRow): void {
  if (!isMutableState(project.state)) {
    throw notAcceptable(`The project is ${project.state}; its annotations cannot change.`);
  }
}

/** 412 unless the caller created the annotation (spec.md: only its creator may delete it). */
function assertCreator(
  row: AnnotationRow,
  actor: AnnotationActor,
  action: 'edit' | 'delete',
): void {
  if (row.creatorKey !== actor.key) {
    throw preconditionFailed(
      `Only the creator of an annotation may ${action} it; it was created by ${row.createdByName}.`,
    );
  }
}

/** The project of an annotation its creator is about to edit or delete: 412 for anyone else, 406 unless it is writable. */
export function projectForCreatorChange(
  ctx: ServiceContext,
  actor: AnnotationActor,
  row: AnnotationRow,
  action: 'edit' | 'delete',
): ProjectRow {
  assertCreator(row, actor, action);
  const project = projectOfAnnotation(ctx, row);
  assertAnnotationsWritable(project);
  return project;
}
