import type { Annotation } from '@/api/types';
import type { AnnotationRow } from './rows';

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

// Rows are replaced on every write (see Database), so a row object is a complete cache key.
const jsonCache = new WeakMap<AnnotationRow, string>();

function annotationJson(row: AnnotationRow): string {
  let json = jsonCache.get(row);
  if (json === undefined) {
    json = JSON.stringify(toAnnotationRecord(row));
    jsonCache.set(row, json);
  }
  return json;
}

/**
 * The JSON of GET /api/v1/annotation/all's result (`AnnotationPages` in @/api/types): page (as a
 * string key) -> that page's annotations and replies, flat, in creation order; a reply
 * names its thread in parentAnnotationUID. Built from cached per-annotation JSON, so an
 * asset with thousands of annotations lists in a string join, not a rebuild.
 */
export function annotationPagesJson(pages: ReadonlyMap<number, readonly AnnotationRow[]>): string {
  const numbers = [...pages.keys()].sort((a, b) => a - b);
  const parts = numbers.map(
    (page) => `"${page}":[${(pages.get(page) ?? []).map(annotationJson).join(',')}]`,
  );
  return `{${parts.join(',')}}`;
}
