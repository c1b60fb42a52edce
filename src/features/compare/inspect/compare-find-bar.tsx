import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FindField } from '@/components/find-field';
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
    <FindField
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        // A new query starts again from the page on screen.
        setCurrent(-1);
      }}
      disabled={!searchable && before.status !== 'reading' && after.status !== 'reading'}
      status={parts.map((part, index) => (
        <span key={index}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          {part}
        </span>
      ))}
      canStep={stops.length > 0}
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
      className="rounded-md border"
    />
  );
}
