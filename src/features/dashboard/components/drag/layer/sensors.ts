import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { PointerEvent as ReactPointerEvent } from 'react';

/**
 * The pointer sensor for mouse and pen only. Touch goes to the TouchSensor, which waits for a
 * long press, so a finger can still scroll a column; the plain PointerSensor would take the
 * touch first (pointer events fire before touch events) and make every swipe a drag.
 */
export class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: ReactPointerEvent, options: PointerSensorOptions) => {
        if (
          nativeEvent.pointerType === 'touch' ||
          !nativeEvent.isPrimary ||
          nativeEvent.button !== 0
        ) {
          return false;
        }
        options.onActivation?.({ event: nativeEvent });
        return true;
      },
    },
  ];
}

// Module constants: new options would make new sensors, and every card's listeners new, on
// every render of the layer.
const MOUSE_AND_PEN = { activationConstraint: { distance: 6 } };
const TOUCH = { activationConstraint: { delay: 250, tolerance: 8 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

/** Mouse or pen after 6 px of movement (a click stays a click), touch after a 250 ms press, keyboard from the handle. */
export function useBoardSensors() {
  return useSensors(
    useSensor(MouseAndPenSensor, MOUSE_AND_PEN),
    useSensor(TouchSensor, TOUCH),
    useSensor(KeyboardSensor, KEYBOARD),
  );
}
