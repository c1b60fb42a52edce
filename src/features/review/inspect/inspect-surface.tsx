import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { ReviewEditor } from '../editor/review-editor';
import type { Point } from '../model/geometry';
import { screenToPage } from '../model/viewport';

export type SurfaceEvent = 'down' | 'move' | 'up' | 'hover' | 'cancel';

interface Props {
  editor: ReviewEditor;
  /** Page-pixel point of each pointer event; `alt`: Alt held (no snapping). */
  onPoint: (event: SurfaceEvent, point: Point, alt: boolean) => void;
  children?: ReactNode;
}

/**
 * The inspect tools' drawing surface, placed inside the canvas element: it takes the
 * pointer (so the review tool neither draws nor selects) but lets the wheel and pinch
 * through to the canvas, and the canvas pans while Space is held, as with every tool.
 */
export function InspectSurface({ editor, onPoint, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onPoint);
  useEffect(() => {
    latest.current = onPoint;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let pressed: number | null = null;
    const pageOf = (event: PointerEvent): Point => {
      const rect = element.getBoundingClientRect();
      return screenToPage(editor.state.viewport, {
        x: event.clientX - rect.left,
        y: event.clientY - rect.top,
      });
    };
    // Space held, or a second finger: the canvas below pans and zooms.
    const passThrough = (event: PointerEvent) =>
      editor.state.spaceHeld || (event.pointerType === 'touch' && !event.isPrimary);
    const onDown = (event: PointerEvent) => {
      if (passThrough(event) || event.button !== 0) return;
      event.stopPropagation();
      pressed = event.pointerId;
      element.setPointerCapture(event.pointerId);
      latest.current('down', pageOf(event), event.altKey);
    };
    const onMove = (event: PointerEvent) => {
      if (pressed === event.pointerId) {
        event.stopPropagation();
        latest.current('move', pageOf(event), event.altKey);
      } else if (!passThrough(event) && event.pointerType === 'mouse')
        latest.current('hover', pageOf(event), event.altKey);
    };
    const onUp = (event: PointerEvent) => {
      if (pressed !== event.pointerId) return;
      event.stopPropagation();
      pressed = null;
      latest.current('up', pageOf(event), event.altKey);
    };
    const onCancel = (event: PointerEvent) => {
      if (pressed !== event.pointerId) return;
      pressed = null;
      latest.current('cancel', pageOf(event), false);
    };
    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onCancel);
    return () => {
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onCancel);
    };
  }, [editor]);

  return (
    <div ref={ref} data-inspect-surface="" className="absolute inset-0 z-10 cursor-crosshair">
      {children}
    </div>
  );
}
