import type { ServiceContext } from '@/offline/platform/context';
import { notAcceptable, notFound, preconditionFailed } from '@/offline/platform/http/errors';
import { newUid } from '@/offline/platform/ids';
import { eventProjectOf } from '@/offline/projects';
import type { ProjectRow } from '@/offline/projects';
import type { AnnotationRow } from './rows';
import type { AssetVersionRow } from '@/offline/assets';
import {
  assertAnnotationsWritable,
  projectForCreatorChange,
  projectOfAnnotation,
  type AnnotationActor,
} from './access';
import { annotationIndex } from './annotation-index';
import type { AnnotationCreateInput } from './validation';
import { projectOfAsset } from '@/offline/assets';

function emitAddedOrEdited(
  ctx: ServiceContext,
  type: 'annotation.added' | 'annotation.edited',
  row: AnnotationRow,
  project: ProjectRow,
): void {
  ctx.events.emit(project.clientUID, type, {
    ProjectUID: project.projectUID,
    AnnotationUID: row.annotationUID,
    AssetUID: row.assetUID,
    Text: row.text,
    Project: eventProjectOf(ctx, project),
  });
}

/** 404 unless the page exists on the asset's latest version (which must be processed). */
function assertPageExists(asset: AssetVersionRow, pageNumber: number): void {
  if (asset.status !== 'Processed') {
    throw notFound(
      `Asset '${asset.assetUID}' is not processed yet (${asset.status}); its pages cannot be annotated.`,
    );
  }
  if (pageNumber >= asset.pagesCount) {
    throw notFound(
      `Asset '${asset.assetUID}' has ${asset.pagesCount} page${asset.pagesCount === 1 ? '' : 's'} (0 to ${asset.pagesCount - 1}); page ${pageNumber} does not exist.`,
    );
  }
}

/** A reply's parent: visible, top-level, on the same asset and page. */
function requireParent(
  ctx: ServiceContext,
  input: AnnotationCreateInput,
  parentUID: string,
): AnnotationRow {
  const parent = ctx.db.get('annotations', parentUID);
  if (parent?.assetUID !== input.assetUID) {
    if (parent)
      throw preconditionFailed(
        `Annotation '${parentUID}' belongs to another asset; a reply goes on its parent's asset.`,
      );
    throw notFound(`Annotation '${parentUID}' was not found.`);
  }
  if (parent.parentAnnotationUID !== null) {
    throw preconditionFailed(
      `Annotation '${parentUID}' is itself a reply; reply to annotation '${parent.parentAnnotationUID}' instead.`,
    );
  }
  if (parent.pageNumber !== input.pageNumber) {
    throw preconditionFailed(
      `Annotation '${parentUID}' is on page ${parent.pageNumber}; its replies go on that page.`,
    );
  }
  return parent;
}

/**
 * POST /api/v1/annotation on an asset the caller may see (checked by the handler): an
 * annotation on the asset's latest version, or a reply; emits annotation.added.
 */
export function createAnnotation(
  ctx: ServiceContext,
  actor: AnnotationActor,
  asset: AssetVersionRow,
  input: AnnotationCreateInput,
): AnnotationRow {
  const project = projectOfAsset(ctx, asset);
  assertAnnotationsWritable(project);
  // A reply lives on its parent's page, which an older version may have had.
  if (input.parentAnnotationUID !== null) requireParent(ctx, input, input.parentAnnotationUID);
  else assertPageExists(asset, input.pageNumber);
  const row: AnnotationRow = {
    annotationUID: newUid(),
    assetUID: asset.assetUID,
    projectUID: project.projectUID,
    version: asset.version,
    pageNumber: input.pageNumber,
    text: input.text,
    parentAnnotationUID: input.parentAnnotationUID,
    shape: input.shape,
    createdByUserUID: actor.userUID,
    createdByName: actor.fullName,
    creatorKey: actor.key,
    created: ctx.clock.nowIso(),
    isHidden: false,
    isCompleted: false,
    seq: annotationIndex(ctx).maxSeq + 1,
  };
  ctx.db.insert('annotations', row.annotationUID, row);
  emitAddedOrEdited(ctx, 'annotation.added', row, project);
  return row;
}

/** PUT /api/v1/annotation (x-extension): creator only; emits annotation.edited. */
export function editAnnotation(
  ctx: ServiceContext,
  actor: AnnotationActor,
  row: AnnotationRow,
  text: string,
): AnnotationRow {
  const project = projectForCreatorChange(ctx, actor, row, 'edit');
  const next = ctx.db.update('annotations', row.annotationUID, { text }) ?? row;
  emitAddedOrEdited(ctx, 'annotation.edited', next, project);
  return next;
}

/** DELETE /api/v1/annotation: creator only; a thread goes with its replies, one annotation.deleted each. */
export function deleteAnnotation(
  ctx: ServiceContext,
  actor: AnnotationActor,
  row: AnnotationRow,
): number {
  const project = projectForCreatorChange(ctx, actor, row, 'delete');
  const doomed = [row, ...(annotationIndex(ctx).byParent.get(row.annotationUID) ?? [])];
  const eventProject = eventProjectOf(ctx, project);
  for (const gone of doomed) {
    ctx.db.remove('annotations', gone.annotationUID);
    ctx.events.emit(project.clientUID, 'annotation.deleted', {
      ProjectUID: project.projectUID,
      AnnotationUID: gone.annotationUID,
      AssetUID: gone.assetUID,
      Project: eventProject,
    });
  }
  return doomed.length;
}

/** PUT /api/v1/annotation/hide: anyone who may annotate; hiding twice is harmless. */
export function setAnnotationHidden(
  ctx: ServiceContext,
  row: AnnotationRow,
  isHidden: boolean,
): AnnotationRow {
  assertAnnotationsWritable(projectOfAnnotation(ctx, row));
  if (row.isHidden === isHidden) return row;
  return ctx.db.update('annotations', row.annotationUID, { isHidden }) ?? row;
}

/** PUT complete / uncomplete: 406 when the annotation already is in that condition. */
export function setAnnotationCompleted(
  ctx: ServiceContext,
  row: AnnotationRow,
  isCompleted: boolean,
): AnnotationRow {
  assertAnnotationsWritable(projectOfAnnotation(ctx, row));
  if (row.isCompleted === isCompleted) {
    throw notAcceptable(
      isCompleted ? 'The annotation is already completed.' : 'The annotation is not completed.',
    );
  }
  return ctx.db.update('annotations', row.annotationUID, { isCompleted }) ?? row;
}
