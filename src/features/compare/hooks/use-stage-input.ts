import { useEffect, type RefObject } from 'react';
import type { CompareStore } from '../stores/compare-store';
import { wheelFactor } from '../model/viewport';

const PAN_STEP = 40;

/** The panel under an event, whose top-left corner zoom anchors are measured from. */
function panelOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-compare-panel]') : null;
}

/**
 * Wheel zoom toward the cursor, drag to pan and the keyboard (+ - 0 and arrows) on the stage
 * element; every panel follows, since they share one viewport. The wheel listener is not
 * passive, so the page does not scroll while zooming.
 */
export function useStageInput(ref: RefObject<HTMLElement | null>, store: CompareStore): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let drag: { id: number; x: number; y: number } | null = null;

    const onWheel = (event: WheelEvent) => {
      const panel = panelOf(event.target);
      if (!panel) return;
      event.preventDefault();
      const box = panel.getBoundingClientRect();
      store.getState().zoomAtPoint(wheelFactor(event.deltaY, event.deltaMode), {
        x: event.clientX - box.left,
        y: event.clientY - box.top,
      });
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0 || !panelOf(event.target)) return;
      drag = { id: event.pointerId, x: event.clientX, y: event.clientY };
      element.setPointerCapture(event.pointerId);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (drag?.id !== event.pointerId) return;
      store.getState().pan(event.clientX - drag.x, event.clientY - drag.y);
      drag = { ...drag, x: event.clientX, y: event.clientY };
    };
    const onPointerUp = (event: PointerEvent) => {
      if (drag?.id !== event.pointerId) return;
      drag = null;
      if (element.hasPointerCapture(event.pointerId))
        element.releasePointerCapture(event.pointerId);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const state = store.getState();
      const keys: Record<string, () => void> = {
        '+': () => state.zoomStep(1),
        '=': () => state.zoomStep(1),
        '-': () => state.zoomStep(-1),
        '0': () => state.fit(),
        ArrowLeft: () => state.pan(PAN_STEP, 0),
        ArrowRight: () => state.pan(-PAN_STEP, 0),
        ArrowUp: () => state.pan(0, PAN_STEP),
        ArrowDown: () => state.pan(0, -PAN_STEP),
      };
      const action = keys[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };

    element.addEventListener('wheel', onWheel, { passive: false });
    element.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('pointermove', onPointerMove);
    element.addEventListener('pointerup', onPointerUp);
    element.addEventListener('pointercancel', onPointerUp);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('pointermove', onPointerMove);
      element.removeEventListener('pointerup', onPointerUp);
      element.removeEventListener('pointercancel', onPointerUp);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, store]);
}
