import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SyntheticEvent, KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SaveWatchNotice } from '@/components/save-watch-notice';
import { Button, TextArea } from '@/components/ui';
import { useLeaveWarning } from '@/lib/unsaved-work';
import type { ReviewEditor } from '../editor/review-editor';
import { useEditorState } from '../hooks/use-editor-state';
import { useTouchInput } from '../hooks/use-touch-input';
import { COMMENT_MAX, type SaveDraft } from '../hooks/use-save-draft';
import { boundsOf, denormalizePoints } from '../model/geometry';
import { markerRadius } from '../model/hit-test';
import { placeBeside } from '../model/popover-place';
import { pageToScreen } from '../model/viewport';

const WIDTH = 288;
const HEIGHT = 230;
const GAP = 12;

interface Props {
  editor: ReviewEditor;
  saver: SaveDraft;
  /** Focus goes back to the canvas after saving or discarding. */
  onDone: () => void;
}

/**
 * The comment of the draft, next to its shape: Enter saves, Shift+Enter adds a line, Escape
 * discards (undoable with Ctrl+Z). What is typed is stored with the draft at every key.
 */
export function CommentPopover({ editor, saver, onDone }: Props) {
  const { t } = useTranslation('review');
  const headingId = useId();
  const draft = useEditorState(editor, (s) => s.draft);
  const saving = useEditorState(editor, (s) => s.draftSaving);
  // A drawn shape and its comment are unsaved until the service has them.
  useLeaveWarning(draft !== null);
  const pageSize = useEditorState(editor, (s) => s.pageSize);
  const viewport = useEditorState(editor, (s) => s.viewport);
  const canvas = useEditorState(editor, (s) => s.canvasSize);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const touch = useTouchInput();
  const formRef = useRef<HTMLFormElement>(null);
  // The form's real height (a long hint or an error makes it taller): placed by what it covers.
  const [height, setHeight] = useState(HEIGHT);
  const shape = draft?.shape;
  // Whether the focus is (or was, when the form went away) inside the comment form.
  const hadFocus = useRef(false);

  // A newly drawn (or redrawn) shape asks for its comment.
  const lastShape = useRef(shape);
  useEffect(() => {
    if (shape && shape !== lastShape.current) fieldRef.current?.focus();
    lastShape.current = shape;
  }, [shape]);

  const width = Math.min(WIDTH, Math.max(0, canvas.width - 2 * GAP));
  const position = useMemo(() => {
    if (!shape || !pageSize) return null;
    const box = boundsOf(denormalizePoints(shape.points, pageSize));
    const start = pageToScreen(viewport, { x: box.x, y: box.y });
    const end = pageToScreen(viewport, { x: box.x + box.width, y: box.y + box.height });
    // The shape as seen, its marker included: the form goes beside it, never over it.
    const marker = markerRadius(pageSize, viewport.scale);
    const seen = {
      x: start.x - marker,
      y: start.y - marker,
      width: end.x - start.x + 2 * marker,
      height: end.y - start.y + 2 * marker,
    };
    return placeBeside(seen, canvas, { width, height }, GAP);
  }, [shape, pageSize, viewport, canvas, width, height]);
  const open = draft !== null && position !== null;
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!open || !form) return;
    const measure = () => {
      if (form.offsetHeight > 0) setHeight(form.offsetHeight);
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(form);
    return () => observer.disconnect();
  }, [open]);

  // Saved or discarded, the form goes away: the focus it held goes back to the artwork, so
  // the shortcuts answer at once. Focus the user moved elsewhere stays where it is.
  useEffect(() => {
    if (open || !hadFocus.current) return;
    hadFocus.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) onDone();
  }, [open, onDone]);

  if (!draft || !position) return null;

  const submit = (event?: SyntheticEvent) => {
    event?.preventDefault();
    saver.save();
  };
  const discard = () => {
    saver.clearError();
    editor.draft.transact(() => editor.draft.cancel(), true);
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (!saving) discard();
    }
  };

  return (
    <form
      ref={formRef}
      aria-labelledby={headingId}
      onSubmit={submit}
      onFocus={() => {
        hadFocus.current = true;
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) hadFocus.current = false;
      }}
      className="absolute z-10 flex flex-col gap-2 rounded-lg border border-slate-300 bg-white p-3 shadow-lg"
      style={{ left: position.left, top: position.top, width }}
    >
      <h2 id={headingId} className="text-sm font-semibold">
        {t('draft.title')}
      </h2>
      <TextArea
        ref={fieldRef}
        label={t('draft.comment')}
        hint={touch ? t('draft.hintTouch') : t('draft.hint')}
        error={saver.error ?? undefined}
        rows={3}
        maxLength={COMMENT_MAX}
        value={draft.text}
        readOnly={saving}
        onChange={(event) => {
          editor.draft.setText(event.currentTarget.value);
          if (saver.error) saver.clearError();
        }}
        onKeyDown={onKeyDown}
      />
      <SaveWatchNotice watch={saver.watch} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={discard} disabled={saving}>
          {t('draft.discard')}
        </Button>
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? t('draft.saving') : t('draft.save')}
        </Button>
      </div>
    </form>
  );
}
