import type { TextRect } from '@/lib/pdf/find-text';

/** One match of find: its zero-based page, where it is (page units) and the page's width. */
export interface PageMatch {
  page: number;
  rects: readonly TextRect[];
  /** The page's size in page units: the factor to page pixels is pixelWidth / pageWidth. */
  pageWidth: number;
  pageHeight: number;
}

/** The match as shares of its page (0..1), the way the editor brings a region into view. */
export function matchShare(match: PageMatch) {
  const left = Math.min(...match.rects.map((r) => r.x));
  const top = Math.min(...match.rects.map((r) => r.y));
  const right = Math.max(...match.rects.map((r) => r.x + r.width));
  const bottom = Math.max(...match.rects.map((r) => r.y + r.height));
  return {
    x: left / match.pageWidth,
    y: top / match.pageHeight,
    width: (right - left) / match.pageWidth,
    height: (bottom - top) / match.pageHeight,
  };
}

/** Where the original PDF is for find: not a PDF, not allowed, on its way, open, or failed. */
export type FindSource = 'none' | 'unavailable' | 'loading' | 'ready' | 'error';

/** What the workspace shows of find: the matches and which one is current (-1: none). */
export interface FindResult {
  matches: readonly PageMatch[];
  current: number;
}

export const NO_MATCHES: FindResult = { matches: [], current: -1 };
