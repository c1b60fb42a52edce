import type { Annotation, AnnotationPages } from '@/api/types';
import type { AnnotationRow } from '../store/rows-annotations';

/** The wire record of decisions.md. */
export function toAnnotationRecord(row: AnnotationRow): Annotation {
  return {
    annotationUID: row.annotationUID,
    assetUID: row.assetUID,
    version: row.version,
    pageNumber: row.pageNumber,
    text: row.text,
    parentAnnotationUID: row.parentAnnotationUID,
    shape: row.shape === null ? null : { ...row.shape, points: [...row.shape.points] },
    createdBy: { userUID: row.createdByUserUID, fullName: row.createdByName },
    created: row.created,
    isHidden: row.isHidden,
    isCompleted: row.isCompleted,
  };
}

/**
 * GET /api/v1/annotation/all's result: page (as a string key) -> that page's annotations
 * and replies, flat, in creation order; a reply names its thread in parentAnnotationUID.
 */
export function toAnnotationPages(pages: ReadonlyMap<number, readonly AnnotationRow[]>): AnnotationPages {
  const result: AnnotationPages = {};
  const numbers = [...pages.keys()].sort((a, b) => a - b);
  for (const page of numbers) result[String(page)] = (pages.get(page) ?? []).map(toAnnotationRecord);
  return result;
}
