import { useEffect } from 'react';
import type { ReviewEditor } from '../editor/review-editor';
import type { Point } from '../model/geometry';
import { wheelZoomFactor } from '../model/viewport';

interface Pinch {
  distance: number;
  mid: Point;
}

/** Distance and midpoint of the first two touches, or null with fewer. */
export function pinchOf(touches: Iterable<Point>): Pinch | null {
  const [a, b] = [...touches];
  if (!a || !b) return null;
  return {
    distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)),
    mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
  };
}

/**
 * Pointer, touch-pinch and wheel input of the canvas element, turned into editor calls in
 * canvas CSS pixels. Native listeners (the wheel one must not be passive); removed on cleanup.
 */
export function useCanvasInput(element: HTMLElement | null, editor: ReviewEditor): void {
  useEffect(() => {
    if (!element) return;
    // Measured at the first input, not at mount: measured at mount it forced the whole page's
    // layout inside the tool's mount task (83 ms of a 141 ms task on a phone, 4x CPU).
    let box: DOMRect | null = null;
    const touches = new Map<number, Point>();
    let pinch: Pinch | null = null;
    const local = (e: { clientX: number; clientY: number }): Point => {
      box ??= element.getBoundingClientRect();
      return { x: e.clientX - box.left, y: e.clientY - box.top };
    };
    const input = (e: PointerEvent) => ({
      pointerId: e.pointerId,
      screen: local(e),
      button: e.button,
    });

    const onDown = (e: PointerEvent) => {
      box = element.getBoundingClientRect();
      element.focus({ preventScroll: true });
      if (e.pointerType === 'touch') {
        touches.set(e.pointerId, local(e));
        if (touches.size >= 2) {
          editor.pointerCancel();
          pinch = pinchOf(touches.values());
          return;
        }
      }
      element.setPointerCapture(e.pointerId);
      editor.pointerDown(input(e));
    };
    const onMove = (e: PointerEvent) => {
      if (e.pointerType === 'touch' && touches.has(e.pointerId)) touches.set(e.pointerId, local(e));
      if (pinch) {
        const next = pinchOf(touches.values());
        if (!next) return;
        editor.zoomBy(next.distance / pinch.distance, next.mid);
        editor.panBy(next.mid.x - pinch.mid.x, next.mid.y - pinch.mid.y);
        pinch = next;
        return;
      }
      editor.pointerMove(input(e));
    };
    const onUp = (e: PointerEvent) => {
      touches.delete(e.pointerId);
      if (pinch) {
        if (touches.size < 2) pinch = null;
        return;
      }
      editor.pointerUp(input(e));
    };
    const onCancel = (e: PointerEvent) => {
      touches.delete(e.pointerId);
      pinch = null;
      editor.pointerCancel();
    };
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      box = element.getBoundingClientRect();
      if (!e.ctrlKey && Math.abs(e.deltaX) > Math.abs(e.deltaY)) {
        editor.panBy(-e.deltaX, 0);
        return;
      }
      editor.zoomBy(wheelZoomFactor(e.deltaY, e.deltaMode, e.ctrlKey), local(e));
    };

    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onCancel);
    element.addEventListener('lostpointercapture', onCancel);
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onCancel);
      element.removeEventListener('lostpointercapture', onCancel);
      element.removeEventListener('wheel', onWheel);
    };
  }, [element, editor]);
}

/**
 * Keeps the editor told of the canvas element's CSS size. The first size comes from the
 * observer's first call (made for every observed element, after the next layout), and is told
 * in a task of its own: read at mount it forced the whole page's layout inside the
 * workspace's mount task and mounted Konva's stage there too (one 290 ms task on a phone, 4x
 * CPU); told from the observer's call, the stage's mount joined the frame's layout and paint.
 * Later sizes are told at once, so a resize never shows a stale canvas.
 */
export function useCanvasSize(element: HTMLElement | null, editor: ReviewEditor): void {
  useEffect(() => {
    if (!element) return;
    const report = () =>
      editor.setCanvasSize({ width: element.clientWidth, height: element.clientHeight });
    let first: ReturnType<typeof setTimeout> | null = null;
    let told = false;
    const observer = new ResizeObserver(() => {
      if (told) {
        report();
        return;
      }
      first ??= setTimeout(() => {
        told = true;
        report();
      }, 0);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (first !== null) clearTimeout(first);
    };
  }, [element, editor]);
}
