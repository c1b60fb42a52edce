import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn, focusRing } from '@/components/ui';
import type { ReviewEditor } from '../editor/review-editor';
import { useEditorState } from '../hooks/use-editor-state';
import { MAX_SCALE, MIN_SCALE } from '../model/viewport';

/** "250", "250 %", "250%" or "2,5e2" -> 2.5; null for anything else. */
export function parseZoomPercent(text: string): number | null {
  const cleaned = text.replace('%', '').replace(',', '.').trim();
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const percent = Number(cleaned);
  return Number.isFinite(percent) ? percent / 100 : null;
}

/**
 * The zoom level as an editable percentage: Enter (or leaving the field) applies it around
 * the middle of the view; a value out of range or not a number says so and keeps the text.
 */
export function ZoomField({ editor }: { editor: ReviewEditor }) {
  const { t } = useTranslation('review');
  const id = useId();
  const errorId = `${id}-error`;
  const scale = useEditorState(editor, (s) => s.viewport.scale);
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = editing ?? String(Math.round(scale * 100));

  const apply = () => {
    if (editing === null) return;
    const next = parseZoomPercent(editing);
    if (next === null || next < MIN_SCALE || next > MAX_SCALE) {
      setError(t('toolbar.zoomRange', { min: MIN_SCALE * 100, max: MAX_SCALE * 100 }));
      return;
    }
    editor.zoomTo(next);
    setEditing(null);
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setEditing(null);
      setError(null);
    }
  };

  return (
    <div className="relative flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {t('toolbar.zoomField')}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => setEditing(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (editing !== null && parseZoomPercent(editing) === null) {
            setEditing(null);
            setError(null);
          } else apply();
        }}
        className={cn(
          'w-16 rounded-md border bg-white px-2 py-1 text-end text-sm tabular-nums',
          error ? 'border-red-700' : 'border-slate-400',
          focusRing,
        )}
      />
      <span aria-hidden="true" className="text-sm text-slate-700">
        %
      </span>
      {error && (
        <p
          id={errorId}
          role="alert"
          className="absolute top-full start-0 z-20 mt-1 w-56 rounded-md bg-red-50 px-2 py-1 text-xs text-red-900 shadow"
        >
          {error}
        </p>
      )}
    </div>
  );
}
