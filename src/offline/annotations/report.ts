import type { ServiceContext } from '@/offline/platform/context';
import type { ReportSection } from '@/offline/reports';
import type { AnnotationRow } from './rows';
import { annotationsOfAsset } from './annotation-index';
import { findAssetVersion } from '@/offline/assets';

function statusOf(row: AnnotationRow): string {
  const parts = [row.isCompleted ? 'Completed' : 'Open'];
  if (row.isHidden) parts.push('hidden');
  return parts.join(', ');
}

/**
 * The "Annotations" section of a proof report for the given assets (only those made on
 * `version` when given): one row per annotation, replies under their thread, marked "->".
 */
export function annotationReportSection(
  ctx: ServiceContext,
  assetUIDs: readonly string[],
  version?: number,
): ReportSection {
  const rows: string[][] = [];
  for (const assetUID of assetUIDs) {
    const name = findAssetVersion(ctx, assetUID)?.name ?? assetUID;
    const all = annotationsOfAsset(ctx, assetUID);
    const threads = all.filter(
      (row) =>
        row.parentAnnotationUID === null && (version === undefined || row.version === version),
    );
    for (const thread of threads) {
      for (const row of [
        thread,
        ...all.filter((reply) => reply.parentAnnotationUID === thread.annotationUID),
      ]) {
        const text = row === thread ? row.text : `-> ${row.text}`;
        rows.push([
          name,
          `${row.pageNumber + 1} (v${row.version})`,
          row.createdByName,
          text,
          statusOf(row),
        ]);
      }
    }
  }
  return {
    heading: 'Annotations',
    table: {
      columns: ['Asset', 'Page', 'By', 'Text', 'Status'],
      widths: [2.5, 1.2, 2, 5, 1.6],
      rows,
    },
    emptyText: 'No annotations.',
  };
}

/** The annotated assets of a project, in order of their first annotation. */
export function annotatedAssetsOfProject(ctx: ServiceContext, projectUID: string): string[] {
  const uids = new Set<string>();
  for (const row of ctx.db.rows('annotations').sort((a, b) => a.seq - b.seq)) {
    if (row.projectUID === projectUID) uids.add(row.assetUID);
  }
  return [...uids];
}
