import { useMemo } from 'react';
import { usePdfText } from '@/lib/pdf';
import { findInPage, hasText } from '@/lib/pdf/find-text';
import { shareMatch, type VersionMatch } from './find-pairs';
import type { VersionPdf } from './use-version-pdf';

/** Where find stands in one version: why there is nothing to search, or its matches. */
export type VersionFind =
  | {
      status: 'not-pdf' | 'unavailable' | 'reading' | 'no-text' | 'failed';
      matches: readonly VersionMatch[];
    }
  | { status: 'ready'; matches: readonly VersionMatch[]; done: boolean };

const NONE: readonly VersionMatch[] = [];

/** Every match of `query` in one version's text, read page by page from `firstPage` on. */
export function useVersionMatches(pdf: VersionPdf, firstPage: number, query: string): VersionFind {
  const text = usePdfText(pdf.document, firstPage);
  const matches = useMemo(() => {
    const found: VersionMatch[] = [];
    for (const index of [...text.pages.keys()].sort((a, b) => a - b)) {
      const read = text.pages.get(index);
      if (!read) continue;
      for (const match of findInPage(read.items, query))
        found.push(shareMatch(index, match.rects, read.width, read.height));
    }
    return found;
  }, [text.pages, query]);
  if (pdf.status === 'not-pdf' || pdf.status === 'unavailable')
    return { status: pdf.status, matches: NONE };
  if (pdf.status === 'error' || text.failed) return { status: 'failed', matches: NONE };
  if (pdf.status !== 'ready' || (!text.done && text.pages.size === 0))
    return { status: 'reading', matches: NONE };
  if (text.done && ![...text.pages.values()].some((page) => hasText(page.items)))
    return { status: 'no-text', matches: NONE };
  return { status: 'ready', matches, done: text.done };
}
