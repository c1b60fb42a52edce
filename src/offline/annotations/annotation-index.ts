import type { ServiceContext } from '@/offline/platform/context';
import type { AnnotationRow } from './rows';

/** Annotations by asset and page, and replies by parent, each in creation order. */
interface AnnotationIndex {
  /** assetUID -> page -> annotations and replies of that page. */
  byAsset: Map<string, Map<number, AnnotationRow[]>>;
  /** Parent annotationUID -> its replies. */
  byParent: Map<string, AnnotationRow[]>;
  /** Highest {@link AnnotationRow.seq} in use. */
  maxSeq: number;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The index, rebuilt only after the annotations table changed: listing an asset's
 * annotations then costs a map lookup instead of a scan of every annotation.
 */
export function annotationIndex(ctx: ServiceContext): AnnotationIndex {
  return ctx.db.memo('annotations-index', ['annotations'], () => {
    const rows = ctx.db.rows('annotations').sort((a, b) => a.seq - b.seq);
    const byAsset = new Map<string, Map<number, AnnotationRow[]>>();
    const byParent = new Map<string, AnnotationRow[]>();
    let maxSeq = 0;
    for (const row of rows) {
      let pages = byAsset.get(row.assetUID);
      if (!pages) {
        pages = new Map();
        byAsset.set(row.assetUID, pages);
      }
      push(pages, row.pageNumber, row);
      if (row.parentAnnotationUID !== null) push(byParent, row.parentAnnotationUID, row);
      maxSeq = Math.max(maxSeq, row.seq);
    }
    return { byAsset, byParent, maxSeq };
  });
}

/** Every annotation of an asset (all versions), in creation order. */
export function annotationsOfAsset(ctx: ServiceContext, assetUID: string): AnnotationRow[] {
  const pages = annotationIndex(ctx).byAsset.get(assetUID);
  if (!pages) return [];
  return [...pages.values()].flat().sort((a, b) => a.seq - b.seq);
}
