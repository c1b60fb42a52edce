import { ChevronDown, ChevronUp, Search, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn, focusRing } from '@/components/ui';
import { boundsOf, pairMatches, type ShareRect } from './find-pairs';
import type { CompareFindResult } from './find-result';
import { useVersionMatches, type VersionFind } from './use-version-matches';
import type { VersionPdf } from './use-version-pdf';

export interface CompareFindBarProps {
  pdfs: { before: VersionPdf; after: VersionPdf };
  from: number;
  to: number;
  /** The zero-based page on screen: reading and a new search start there. */
  page: number;
  /** Changes each time Ctrl/Cmd+F asks for the field again (focus and select its text). */
  focusRequest: number;
  onResult: (result: CompareFindResult) => void;
  /** Shows a place on a page (shares of the page) in both versions. */
  onGo: (page: number, place: ShareRect) => void;
  onClose: () => void;
}

const iconButton = cn(
  'inline-flex size-9 items-center justify-center rounded-md border border-transparent text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40',
  focusRing,
);

function union(a: ShareRect | null, b: ShareRect | null): ShareRect | null {
  if (!a || !b) return a ?? b;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

/**
 * Find in both versions' text at once: one field, each version's count, and next and previous
 * over the places found, a place both versions have being one stop. Case and accents do not
 * matter (find-text.ts). Loaded only when opened.
 */
export default function CompareFindBar(props: CompareFindBarProps) {
  const { pdfs, from, to, page, focusRequest, onResult, onGo, onClose } = props;
  const { t } = useTranslation('compare-inspect');
  const fieldId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState(-1);
  const before = useVersionMatches(pdfs.before, page, query);
  const after = useVersionMatches(pdfs.after, page, query);
  const stops = useMemo(
    () => pairMatches(before.matches, after.matches),
    [before.matches, after.matches],
  );
  const shown = current >= 0 && current < stops.length ? current : -1;

  useEffect(() => {
    onResult({ before: before.matches, after: after.matches, stops, current: shown });
  }, [before.matches, after.matches, stops, shown, onResult]);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [focusRequest]);

  const go = (index: number) => {
    const stop = stops[index];
    if (!stop) return;
    setCurrent(index);
    const bounds = (match: { rects: readonly ShareRect[] } | undefined) =>
      match ? boundsOf(match.rects) : null;
    const place = union(
      stop.before === null ? null : bounds(before.matches[stop.before]),
      stop.after === null ? null : bounds(after.matches[stop.after]),
    );
    if (place) onGo(stop.page, place);
  };
  const step = (direction: 1 | -1) => {
    if (stops.length === 0) return;
    if (shown === -1) {
      const first = stops.findIndex((s) => s.page >= page);
      go(direction === 1 ? Math.max(0, first) : first <= 0 ? stops.length - 1 : first - 1);
      return;
    }
    go((shown + direction + stops.length) % stops.length);
  };

  const describe = (find: VersionFind, version: number): string => {
    if (find.status === 'not-pdf') return t('find.notPdf', { version });
    if (find.status === 'unavailable') return t('find.unavailable', { version });
    if (find.status === 'failed') return t('find.failed', { version });
    if (find.status === 'no-text') return t('find.noText', { version });
    if (find.status !== 'ready') return t('find.reading', { version });
    if (!query.trim()) return '';
    if (find.matches.length === 0)
      return find.done ? t('find.none', { version }) : t('find.reading', { version });
    return t('find.count', { version, count: find.matches.length });
  };
  const stop = shown >= 0 ? stops[shown] : undefined;
  const position = stop
    ? [
        t('find.position', { current: shown + 1, count: stops.length }),
        stop.before === null ? t('find.onlyIn', { version: to }) : '',
        stop.after === null ? t('find.onlyIn', { version: from }) : '',
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const parts = [describe(before, from), describe(after, to), position].filter(Boolean);
  const searchable = [before, after].some((f) => f.status === 'ready');

  return (
    <div
      role="search"
      aria-label={t('find.region')}
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-1.5"
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
        disabled={!searchable && before.status !== 'reading' && after.status !== 'reading'}
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
        {parts.map((part, index) => (
          <span key={index}>
            {index > 0 && <span aria-hidden="true"> · </span>}
            {part}
          </span>
        ))}
      </p>
      <div className="ms-auto flex items-center gap-0.5">
        <button
          type="button"
          aria-label={t('find.previous')}
          title={`${t('find.previous')} (Shift+Enter)`}
          disabled={stops.length === 0}
          onClick={() => step(-1)}
          className={iconButton}
        >
          <ChevronUp aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label={t('find.next')}
          title={`${t('find.next')} (Enter)`}
          disabled={stops.length === 0}
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
