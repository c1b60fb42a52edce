import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FindField } from '@/components/find-field';
import { usePdfText, type PdfDocument } from '@/lib/pdf';
import { findInPage, hasText } from '@/lib/pdf/find-text';
import type { FindResult, FindSource, PageMatch } from './find-types';

export interface FindBarProps {
  source: FindSource;
  document: PdfDocument | null;
  /** The zero-based page on screen: a new search starts from its first match. */
  page: number;
  /** Changes each time Ctrl/Cmd+F asks for the field again (focus and select its text). */
  focusRequest: number;
  onResult: (result: FindResult) => void;
  /** Shows a match: its page, zoomed so it is in view. */
  onGo: (match: PageMatch) => void;
  onClose: () => void;
}

/**
 * Find in the file's text: a search field, the count, previous and next. Case and accents do
 * not matter (find-text.ts). Loaded only when opened (the matching code comes with it).
 */
export default function FindBar({
  source,
  document,
  page,
  focusRequest,
  onResult,
  onGo,
  onClose,
}: FindBarProps) {
  const { t } = useTranslation('inspect');
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState(-1);
  const text = usePdfText(source === 'ready' ? document : null, page);

  const matches = useMemo(() => {
    const found: PageMatch[] = [];
    const pages = [...text.pages.keys()].sort((a, b) => a - b);
    for (const index of pages) {
      const read = text.pages.get(index);
      if (!read) continue;
      for (const match of findInPage(read.items, query))
        found.push({
          page: index,
          rects: match.rects,
          pageWidth: read.width,
          pageHeight: read.height,
        });
    }
    return found;
  }, [text.pages, query]);

  const shown = current >= 0 && current < matches.length ? current : -1;
  useEffect(() => {
    onResult({ matches, current: shown });
  }, [matches, shown, onResult]);

  const go = (index: number) => {
    const match = matches[index];
    if (!match) return;
    setCurrent(index);
    onGo(match);
  };
  const step = (direction: 1 | -1) => {
    if (matches.length === 0) return;
    if (shown === -1) {
      const from = matches.findIndex((m) => m.page >= page);
      go(direction === 1 ? Math.max(0, from) : from <= 0 ? matches.length - 1 : from - 1);
      return;
    }
    go((shown + direction + matches.length) % matches.length);
  };

  const noText = text.done && ![...text.pages.values()].some((p) => hasText(p.items));
  const pageText = text.pages.get(page);
  const status = (() => {
    if (source === 'none') return t('find.noTextLayerImage');
    if (source === 'unavailable') return t('find.unavailable');
    if (source === 'error' || text.failed) return t('find.failed');
    if (source === 'loading' || (!text.done && text.pages.size === 0)) return t('find.reading');
    if (noText) return t('find.noTextLayer');
    if (!query.trim()) return pageText && !hasText(pageText.items) ? t('find.pageNoText') : '';
    if (matches.length === 0) return text.done ? t('find.none') : t('find.reading');
    return shown === -1
      ? t('find.count', { count: matches.length })
      : t('find.position', { current: shown + 1, count: matches.length });
  })();
  const searchable = source === 'ready' && !noText && !text.failed;

  return (
    <FindField
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        // A new query starts again from the page on screen.
        setCurrent(-1);
      }}
      disabled={!searchable}
      status={status}
      canStep={matches.length > 0}
      onStep={step}
      onClose={onClose}
      focusRequest={focusRequest}
      labels={{
        region: t('find.region'),
        label: t('find.label'),
        placeholder: t('find.placeholder'),
        previous: t('find.previous'),
        next: t('find.next'),
        close: t('find.close'),
      }}
      className="border-b"
    />
  );
}
