import {
  closestCorners,
  DndContext,
  DragOverlay,
  pointerWithin,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { useDashboardActions } from '../../../hooks/dashboard-actions';
import { CARD_HEIGHT, ProjectCardContent } from '../../card/project-card-content';
import type { DragRegistry, Slot } from '../drag-registry';
import { useAnnouncements } from './announcements';
import { isDropZone, laneId, readCard, readDropTarget } from './drag-data';
import { useBoardSensors } from './sensors';
import { CardBinding, ColumnBinding, FolderBinding } from './slot-bindings';

/**
 * Only columns and folders are targets. A pointer drops on what is under it, never on the
 * nearest thing (a release in a gap does nothing); the keyboard, which has no pointer, goes to
 * the closest target in the arrow's direction. Leaving the cards out also keeps dnd-kit from
 * re-measuring scroll containers whenever the pointer passes from one column's card to the
 * next: the target under the pointer is always a column, inside the same board scroller.
 */
const collisionDetection: CollisionDetection = (args) => {
  const zones = {
    ...args,
    droppableContainers: args.droppableContainers.filter((c) => isDropZone(c.data.current)),
  };
  return args.pointerCoordinates ? pointerWithin(zones) : closestCorners(zones);
};

function cardsByLane(cards: readonly Slot<'card'>[]): Map<string, Slot<'card'>[]> {
  const lanes = new Map<string, Slot<'card'>[]>();
  for (const card of cards) {
    const lane = laneId(card.fields.columnUID);
    const list = lanes.get(lane);
    if (list) list.push(card);
    else lanes.set(lane, [card]);
  }
  return lanes;
}

export interface DragLayerProps {
  registry: DragRegistry;
}

/**
 * Drag and drop for the board and the folder list: mouse, touch and keyboard, every step
 * announced in words. A drop asks for the move; the card follows at once (optimistic) and
 * goes back with an explanation if the service refuses. Renders no board of its own: one
 * binding per card, column and folder in the registry, which hands each its part.
 */
export function DragLayer({ registry }: DragLayerProps) {
  const { t } = useTranslation('dashboard');
  const { moveProject } = useDashboardActions();
  const [dragged, setDragged] = useState<Project | null>(null);
  const sensors = useBoardSensors();
  const announcements = useAnnouncements();
  const slots = useSyncExternalStore(registry.subscribe, registry.getSlots);
  const lanes = useMemo(() => cardsByLane(slots.card), [slots.card]);

  // Reported from dnd-kit's callbacks, so columns and folders update in dnd-kit's own commit.
  const onDragStart = ({ active }: DragStartEvent) => {
    const card = readCard(active.data.current);
    setDragged(card?.project ?? null);
    registry.setActiveDrag(card && { card, over: null });
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const card = readCard(active.data.current);
    registry.setActiveDrag(card && { card, over: readDropTarget(over?.data.current) });
  };

  const onDragCancel = () => {
    setDragged(null);
    registry.setActiveDrag(null);
  };

  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    setDragged(null);
    registry.setActiveDrag(null);
    const card = readCard(active.data.current);
    const target = readDropTarget(over?.data.current);
    if (!card || !target) return;
    if (target.type === 'folder') {
      moveProject(card.project, 'folderUID', target.folderUID);
    } else if (target.columnUID !== card.columnUID) {
      // A keyboard user keeps focus on the card, which is now in another column.
      const focus = activatorEvent instanceof KeyboardEvent ? 'handle' : undefined;
      moveProject(card.project, 'kanbanColumnUID', target.columnUID, focus ? { focus } : {});
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('dnd.instructions') },
      }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      {slots.column.map((column) => (
        <ColumnBinding key={column.key} slot={column}>
          {lanes.get(laneId(column.fields.columnUID))?.map((card) => (
            <CardBinding key={card.key} slot={card} />
          ))}
        </ColumnBinding>
      ))}
      {slots.folder.map((folder) => (
        <FolderBinding key={folder.key} slot={folder} />
      ))}
      <DragOverlay dropAnimation={null}>
        {dragged && (
          // Exactly the card's box (DragOverlay sizes itself to it): a tilted or wider picture
          // would shift the rect the keyboard moves from, and the first arrow press would land
          // on the card itself. Hidden from screen readers, who hear the announcements instead.
          <div
            aria-hidden="true"
            style={{ height: CARD_HEIGHT }}
            className="h-full w-full rounded-md shadow-xl"
          >
            <ProjectCardContent project={dragged} interactive={false} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
