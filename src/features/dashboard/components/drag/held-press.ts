import type { SyntheticEvent } from 'react';
import type { DragListeners, PressHandlerName } from './drag-bindings';

/** What ends a press before it could start a drag. */
const ENDS: Record<PressHandlerName, readonly string[]> = {
  onPointerDown: ['pointerup', 'pointercancel'],
  onTouchStart: ['touchend', 'touchcancel'],
  // A key press counts for as long as focus stays where it was pressed.
  onKeyDown: ['focusout'],
};

interface Held {
  key: string;
  handler: PressHandlerName;
  event: SyntheticEvent;
}

/**
 * The last press on a card made before the drag layer arrived. It is kept until the layer binds
 * that card, which then gets it as if it had just happened (so a drag begun early starts late
 * rather than not at all), or until the press ends: button or finger lifted, focus gone.
 */
export class HeldPress {
  private held: Held | null = null;
  private stopWatching: (() => void) | null = null;

  hold(key: string, handler: PressHandlerName, event: SyntheticEvent): void {
    this.release();
    this.held = { key, handler, event };
    const end = (ended: Event) => {
      if (handler !== 'onKeyDown' || ended.target === event.target) this.release();
    };
    const types = ENDS[handler];
    for (const type of types) window.addEventListener(type, end, true);
    this.stopWatching = () => {
      for (const type of types) window.removeEventListener(type, end, true);
    };
  }

  /** Hands the press held on card `key`, if any, to that card's now live listeners. */
  replay(key: string, listeners: DragListeners): void {
    const held = this.held;
    if (held?.key !== key) return;
    this.release();
    listeners[held.handler]?.(held.event);
  }

  release(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    this.held = null;
  }
}
