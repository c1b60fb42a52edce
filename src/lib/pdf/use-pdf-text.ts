import { useEffect, useState } from 'react';
import type { PdfDocument } from './pdf-document';
import type { PageTextItem } from './page-text';

export interface PdfText {
  /** Per zero-based page, once read; pages still being read are missing. */
  pages: ReadonlyMap<number, { items: PageTextItem[]; width: number; height: number }>;
  done: boolean;
  failed: boolean;
}

/**
 * Reads every page's text of `document`, the current page first so its matches show at once,
 * then the others in order. Stops when the document changes or the find bar closes.
 */
export function usePdfText(document: PdfDocument | null, firstPage: number): PdfText {
  const [state, setState] = useState<{ document: PdfDocument | null; text: PdfText }>({
    document,
    text: { pages: new Map(), done: false, failed: false },
  });
  if (state.document !== document)
    setState({ document, text: { pages: new Map(), done: false, failed: false } });

  useEffect(() => {
    if (!document) return;
    let active = true;
    const order = [firstPage, ...Array.from({ length: document.pageCount }, (_, i) => i)].filter(
      (page, index, all) => page < document.pageCount && all.indexOf(page) === index,
    );
    const read = async () => {
      const pages = new Map<number, { items: PageTextItem[]; width: number; height: number }>();
      for (const page of order) {
        const [items, size] = await Promise.all([document.pageText(page), document.pageSize(page)]);
        if (!active) return;
        pages.set(page, { items, width: size.width, height: size.height });
        setState({ document, text: { pages: new Map(pages), done: false, failed: false } });
      }
      setState({ document, text: { pages, done: true, failed: false } });
    };
    read().catch(() => {
      if (active) setState((s) => ({ ...s, text: { ...s.text, failed: true } }));
    });
    return () => {
      active = false;
    };
    // The first page only orders the reading; a page change later does not read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [document]);

  return state.text;
}
