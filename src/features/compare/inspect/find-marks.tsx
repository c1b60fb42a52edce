import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { CompareStore } from '../stores/compare-store';
import type { VersionMatch } from './find-pairs';
import type { CompareFindResult } from './find-result';

/** Which matches a panel marks: its own version's, or both where one panel shows both. */
export type MarkedSide = 'before' | 'after' | 'both';

interface Mark {
  key: string;
  current: boolean;
  side: 'before' | 'after';
  style: { left: number; top: number; width: number; height: number };
}

/**
 * The matches of find on the page on screen, over one compare panel: working pixels in one
 * layer moved with the shared viewport (no React render per pan frame), the current stop
 * outlined. Where one panel shows both versions (overlay, difference), the older version's
 * matches are dashed outlines and the newer one's filled. Decorative for assistive
 * technology: the find bar announces the counts and position.
 */
export function FindMarks({
  store,
  result,
  page,
  side,
}: {
  store: CompareStore;
  result: CompareFindResult;
  page: number;
  side: MarkedSide;
}) {
  const layer = useRef<HTMLDivElement>(null);
  const size = useStore(store, (s) => s.page);
  useEffect(() => {
    const apply = (viewport: { x: number; y: number; scale: number }) => {
      if (layer.current)
        layer.current.style.transform = `translate(${String(viewport.x)}px, ${String(viewport.y)}px) scale(${String(viewport.scale)})`;
    };
    apply(store.getState().viewport);
    return store.subscribe((state, previous) => {
      if (state.viewport !== previous.viewport) apply(state.viewport);
    });
  }, [store]);

  if (!size) return null;
  const stop = result.stops[result.current];
  const marksOf = (which: 'before' | 'after', matches: readonly VersionMatch[]): Mark[] =>
    matches.flatMap((match, index) =>
      match.page !== page
        ? []
        : match.rects.map((rect, part) => ({
            key: `${which}-${String(index)}-${String(part)}`,
            current: stop !== undefined && stop[which] === index,
            side: which,
            style: {
              left: rect.x * size.width,
              top: rect.y * size.height,
              width: rect.width * size.width,
              height: rect.height * size.height,
            },
          })),
    );
  const marks = [
    ...(side !== 'after' ? marksOf('before', result.before) : []),
    ...(side !== 'before' ? marksOf('after', result.after) : []),
  ];
  const look = (mark: Mark) => {
    if (side === 'both' && mark.side === 'before')
      return mark.current
        ? 'absolute outline-2 outline-dashed outline-orange-600'
        : 'absolute outline-2 outline-dashed outline-sky-700';
    return mark.current
      ? 'absolute bg-orange-400/45 outline-2 outline-orange-600'
      : 'absolute bg-yellow-300/45';
  };
  return (
    <div
      aria-hidden="true"
      data-find-marks={side}
      data-find-count={marks.length}
      className="pointer-events-none absolute inset-0 overflow-hidden"
    >
      {/* ltr: page pixels run left to right whatever the page language. */}
      <div ref={layer} dir="ltr" className="absolute top-0 left-0 origin-top-left">
        {marks.map((mark) => (
          <div
            key={mark.key}
            data-find-mark={mark.current ? 'current' : 'match'}
            className={look(mark)}
            style={mark.style}
          />
        ))}
      </div>
    </div>
  );
}
