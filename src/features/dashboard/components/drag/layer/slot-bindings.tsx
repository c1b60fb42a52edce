import { useDroppable, type DraggableSyntheticListeners } from '@dnd-kit/core';
import { SortableContext, useSortable, type SortingStrategy } from '@dnd-kit/sortable';
import { memo, useLayoutEffect, useMemo } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';
import { isProjectReadOnly } from '@/lib/review-status';
import type { DragListeners, PressHandlerName } from '../drag-bindings';
import type { Slot, SlotBinding, SlotKind } from '../drag-registry';
import { cardData, columnDropId, dropData, folderDropId, laneId } from './drag-data';

/** Cards keep their places while one is dragged over them: a drop changes the column only. */
const noShift: SortingStrategy = () => null;
/** Cards never slide aside: the order inside a column is the service's, not a drop position. */
const noLayoutAnimation = () => false;

/** Hands the slot's component its binding after each change, and the inert one when unbound. */
function usePublish<K extends SlotKind>(slot: Slot<K>, binding: SlotBinding<K>): void {
  const { publish } = slot;
  useLayoutEffect(() => publish(binding), [publish, binding]);
  useLayoutEffect(() => () => publish(null), [publish]);
}

// The handlers the board's sensors activate on (sensors.ts); dnd-kit types them as bare Functions.
const HANDLERS: readonly PressHandlerName[] = ['onPointerDown', 'onTouchStart', 'onKeyDown'];

function typedListeners(listeners: DraggableSyntheticListeners): DragListeners | undefined {
  if (!listeners) return undefined;
  const typed: DragListeners = {};
  for (const name of HANDLERS) {
    const handler = listeners[name];
    if (!handler) continue;
    typed[name] = (event: SyntheticEvent) => {
      Reflect.apply(handler, undefined, [event]);
    };
  }
  return typed;
}

/** A card as dnd-kit sees it: sortable (for the keyboard's coordinates) unless read-only. */
export const CardBinding = memo(function CardBinding({ slot }: { slot: Slot<'card'> }) {
  const { project, columnUID, roleDescription } = slot.fields;
  const data = useMemo(() => cardData(project, columnUID), [project, columnUID]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useSortable({
    id: project.projectUID,
    data,
    disabled: isProjectReadOnly(project.projectState),
    attributes: { roleDescription },
    animateLayoutChanges: noLayoutAnimation,
  });
  const typed = useMemo(() => typedListeners(listeners), [listeners]);
  const binding = useMemo(
    () => ({ setNodeRef, setActivatorNodeRef, listeners: typed, attributes, isDragging }),
    [setNodeRef, setActivatorNodeRef, typed, attributes, isDragging],
  );
  usePublish(slot, binding);
  return null;
});

/**
 * A column as a drop target, and the sortable context of its cards' bindings (`children`).
 * The lane of projects without a column takes no drops. What the column shows while a card is
 * dragged comes from the drag the layer reports, not from here.
 */
export function ColumnBinding({ slot, children }: { slot: Slot<'column'>; children: ReactNode }) {
  const { columnUID, items } = slot.fields;
  const data = useMemo(
    () => (columnUID === null ? undefined : dropData({ type: 'column', columnUID })),
    [columnUID],
  );
  const { setNodeRef } = useDroppable({
    id: columnDropId(laneId(columnUID)),
    data,
    disabled: columnUID === null,
  });
  const binding = useMemo(() => ({ setNodeRef }), [setNodeRef]);
  usePublish(slot, binding);
  // dnd-kit wants a mutable array; copied once per change of the column's projects.
  const sortableItems = useMemo(() => [...items], [items]);
  return (
    <SortableContext id={laneId(columnUID)} items={sortableItems} strategy={noShift}>
      {children}
    </SortableContext>
  );
}

/** A folder as a drop target for cards from other folders. */
export const FolderBinding = memo(function FolderBinding({ slot }: { slot: Slot<'folder'> }) {
  const { folderUID } = slot.fields;
  const data = useMemo(() => dropData({ type: 'folder', folderUID }), [folderUID]);
  const { setNodeRef } = useDroppable({ id: folderDropId(folderUID), data });
  const binding = useMemo(() => ({ setNodeRef }), [setNodeRef]);
  usePublish(slot, binding);
  return null;
});
