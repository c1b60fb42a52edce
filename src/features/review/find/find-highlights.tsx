import { useEffect, useRef } from 'react';
import type { ReviewEditor } from '../editor/review-editor';
import { useEditorState } from '../hooks/use-editor-state';
import type { FindResult } from './find-types';

/**
 * Every match of find on the page on screen, as marks over the artwork: page pixels in one
 * layer moved with the viewport (no React render per pan frame), the current match outlined.
 * Decorative for assistive technology: the find bar announces the count and position.
 */
export function FindHighlights({ editor, result }: { editor: ReviewEditor; result: FindResult }) {
  const layer = useRef<HTMLDivElement>(null);
  const page = useEditorState(editor, (s) => s.page);
  const pageSize = useEditorState(editor, (s) => s.pageSize);

  useEffect(() => {
    const apply = () => {
      const { x, y, scale } = editor.state.viewport;
      if (layer.current)
        layer.current.style.transform = `translate(${String(x)}px, ${String(y)}px) scale(${String(scale)})`;
    };
    apply();
    return editor.store.subscribe((state, previous) => {
      if (state.viewport !== previous.viewport) apply();
    });
  }, [editor]);

  if (!pageSize) return null;
  const marks = result.matches.flatMap((match, index) => {
    if (match.page !== page) return [];
    const factor = pageSize.width / match.pageWidth;
    return match.rects.map((rect, part) => ({
      key: `${String(index)}-${String(part)}`,
      current: index === result.current,
      style: {
        left: rect.x * factor,
        top: rect.y * factor,
        width: rect.width * factor,
        height: rect.height * factor,
      },
    }));
  });
  return (
    <div
      aria-hidden="true"
      data-find-highlights={marks.length}
      className="pointer-events-none absolute inset-0 overflow-hidden"
    >
      {/* ltr: page pixels run left to right whatever the page language. */}
      <div ref={layer} dir="ltr" className="absolute top-0 left-0 origin-top-left">
        {marks.map((mark) => (
          <div
            key={mark.key}
            data-find-mark={mark.current ? 'current' : 'match'}
            className={
              mark.current
                ? 'absolute bg-orange-400/45 outline-2 outline-orange-600'
                : 'absolute bg-yellow-300/45'
            }
            style={mark.style}
          />
        ))}
      </div>
    </div>
  );
}
