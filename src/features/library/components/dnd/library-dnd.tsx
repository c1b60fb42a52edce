import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { droppedOnFolder, type LibraryDragData, type RawDragData } from './drag-data';

const rawData = (data: unknown): RawDragData | null =>
  typeof data === 'object' && data !== null && 'type' in data ? (data as RawDragData) : null;

/**
 * Pointer drag and drop in the library: assets or a folder onto a folder of the tree. The
 * keyboard does the same through "Move to…", so only the pointer sensor is on; what a screen
 * reader hears during a drag is translated.
 */
export function LibraryDnd({
  children,
  folderName,
  resolve,
  onDrop,
}: {
  children: ReactNode;
  folderName: (folderUID: string) => string;
  /** An asset option's drag becomes what it moves (the selection it belongs to). */
  resolve: (data: RawDragData) => LibraryDragData;
  onDrop: (data: LibraryDragData, folderUID: string) => void;
}) {
  const { t } = useTranslation('library');
  const [dragging, setDragging] = useState<LibraryDragData | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const dragData = (data: unknown): LibraryDragData | null => {
    const raw = rawData(data);
    return raw === null ? null : resolve(raw);
  };
  const label = (data: unknown) => {
    const d = dragData(data);
    return d === null ? '' : d.type === 'folder' ? d.name : d.label;
  };
  const over = (data: unknown) => folderName(droppedOnFolder(data) ?? '');
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('drag.start', { what: label(active.data.current) }),
    onDragOver: ({ active, over: target }) =>
      target
        ? t('drag.over', { what: label(active.data.current), folder: over(target.data.current) })
        : t('drag.outside'),
    onDragEnd: ({ active, over: target }) =>
      target
        ? t('drag.dropped', { what: label(active.data.current), folder: over(target.data.current) })
        : t('drag.cancelled'),
    onDragCancel: () => t('drag.cancelled'),
  };

  const onDragStart = (event: DragStartEvent) => setDragging(dragData(event.active.data.current));
  const onDragEnd = (event: DragEndEvent) => {
    // What was picked up at the start, even if the selection changed during the drag.
    const data = dragging ?? dragData(event.active.data.current);
    setDragging(null);
    const target = droppedOnFolder(event.over?.data.current);
    if (data && target) onDrop(data, target);
  };

  return (
    <DndContext
      sensors={sensors}
      // The pointer decides the folder: a dragged card covers several rows of the tree.
      collisionDetection={pointerWithin}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('drag.instructions') },
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <div className="rounded-md border border-blue-700 bg-white px-3 py-2 text-sm font-medium shadow-lg">
            {dragging.type === 'folder' ? dragging.name : dragging.label}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
