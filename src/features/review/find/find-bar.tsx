import { ChevronDown, ChevronUp, Search, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn, focusRing } from '@/components/ui';
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

const iconButton = cn(
  'inline-flex size-9 items-center justify-center rounded-md border border-transparent text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40',
  focusRing,
);

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
  const fieldId = useId();
  const input = useRef<HTMLInputElement>(null);
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

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [focusRequest]);

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
    <div
      role="search"
      aria-label={t('find.region')}
      className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-300 bg-slate-50 px-3 py-1.5"
    >
      <Search aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
      <label htmlFor={fieldId} className="sr-only">
        {t('find.label')}
      </label>
      <input
        ref={input}
        id={fieldId}
        type="search"
        dir="auto"
        value={query}
        disabled={!searchable}
        placeholder={t('find.placeholder')}
        onChange={(event) => {
          setQuery(event.target.value);
          // A new query starts again from the page on screen.
          setCurrent(-1);
        }}
        onKeyDown={(event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
            event.preventDefault();
            input.current?.select();
          } else if (event.key === 'Enter') {
            event.preventDefault();
            step(event.shiftKey ? -1 : 1);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          }
        }}
        className={cn(
          'h-9 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-2 text-sm disabled:bg-slate-100 sm:max-w-72',
          focusRing,
        )}
      />
      <p role="status" className="min-w-0 text-sm text-slate-700">
        {status}
      </p>
      <div className="ms-auto flex items-center gap-0.5">
        <button
          type="button"
          aria-label={t('find.previous')}
          title={`${t('find.previous')} (Shift+Enter)`}
          disabled={matches.length === 0}
          onClick={() => step(-1)}
          className={iconButton}
        >
          <ChevronUp aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label={t('find.next')}
          title={`${t('find.next')} (Enter)`}
          disabled={matches.length === 0}
          onClick={() => step(1)}
          className={iconButton}
        >
          <ChevronDown aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label={t('find.close')}
          title={`${t('find.close')} (Esc)`}
          onClick={onClose}
          className={iconButton}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
