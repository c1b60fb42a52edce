import type { ServiceContext } from '@/offline/platform/context';
import type { AnnotationRow } from './rows';
import { annotationIndex, annotationsOfAsset } from './annotation-index';

function removeWithReplies(ctx: ServiceContext, rows: readonly AnnotationRow[]): number {
  const { byParent } = annotationIndex(ctx);
  const doomed = new Set<string>();
  for (const row of rows) {
    doomed.add(row.annotationUID);
    for (const reply of byParent.get(row.annotationUID) ?? []) doomed.add(reply.annotationUID);
  }
  for (const uid of doomed) ctx.db.remove('annotations', uid);
  return doomed.size;
}

/**
 * Removes an asset's annotations when the asset (no version) or one version is deleted:
 * those made on the version, plus replies whose thread goes. No events (spec.md: the
 * comments of a deleted asset go without separate events). Returns how many went.
 */
export function removeAnnotationsOfAsset(
  ctx: ServiceContext,
  assetUID: string,
  version?: number,
): number {
  const rows = annotationsOfAsset(ctx, assetUID);
  return removeWithReplies(
    ctx,
    version === undefined ? rows : rows.filter((row) => row.version === version),
  );
}

/** Removes every annotation of a project (the project is being deleted). */
export function removeAnnotationsOfProject(ctx: ServiceContext, projectUID: string): number {
  return removeWithReplies(
    ctx,
    ctx.db.rows('annotations').filter((row) => row.projectUID === projectUID),
  );
}
