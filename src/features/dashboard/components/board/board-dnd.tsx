import {
  closestCorners,
  DndContext,
  DragOverlay,
  pointerWithin,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/types';
import { useDashboardActions } from '../../hooks/dashboard-actions';
import { CARD_HEIGHT, ProjectCardContent } from '../card/project-card-content';
import { isDropZone, readCard, readDropTarget, type DropTarget } from './drag-data';
import { useBoardSensors } from './sensors';

function targetKey(target: DropTarget | null): string | null {
  if (target === null) return null;
  return target.type === 'column' ? `column:${target.columnUID}` : `folder:${target.folderUID}`;
}

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

/**
 * Drag and drop for the board and the folder list: mouse, touch and keyboard, every step
 * announced in words. A drop asks for the move; the card follows at once (optimistic) and
 * goes back with an explanation if the service refuses.
 */
export function BoardDnd({ children }: { children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const { columnName, folderName, moveProject } = useDashboardActions();
  const [dragged, setDragged] = useState<Project | null>(null);
  const sensors = useBoardSensors();
  // The drop target last announced, so moving over cards of one column is said once.
  const lastTarget = useRef<string | null>(null);

  const announcements = useMemo<Announcements>(() => {
    const describe = (target: DropTarget | null, project: Project, column: string) => {
      if (target?.type === 'folder')
        return t('dnd.overFolder', { name: project.name, folder: folderName(target.folderUID) });
      if (target?.type === 'column')
        return t('dnd.overColumn', { name: project.name, column: columnName(target.columnUID) });
      return t('dnd.overNothing', { name: project.name, column });
    };
    const fromColumn = (columnUID: string | null) => columnName(columnUID) ?? t('column.unplaced');
    return {
      onDragStart: ({ active }) => {
        const card = readCard(active.data.current);
        lastTarget.current = card?.columnUID
          ? targetKey({ type: 'column', columnUID: card.columnUID })
          : null;
        return card
          ? t('dnd.start', { name: card.project.name, column: fromColumn(card.columnUID) })
          : undefined;
      },
      onDragOver: ({ active, over }) => {
        const card = readCard(active.data.current);
        if (!card) return undefined;
        const target = readDropTarget(over?.data.current);
        // Speak only when the target changes: right after pick-up the card is over its own
        // column, and saying so would cut "Picked up…" short; card-to-card moves say nothing new.
        const key = targetKey(target);
        if (key === lastTarget.current) return undefined;
        lastTarget.current = key;
        return describe(target, card.project, fromColumn(card.columnUID));
      },
      onDragEnd: ({ active, over }) => {
        const card = readCard(active.data.current);
        if (!card) return undefined;
        const target = readDropTarget(over?.data.current);
        const { name } = card.project;
        if (target?.type === 'folder' && target.folderUID !== card.project.folderUID) {
          return t('dnd.dropFolder', { name, folder: folderName(target.folderUID) });
        }
        if (target?.type === 'column' && target.columnUID !== card.columnUID) {
          return t('dnd.dropColumn', { name, column: columnName(target.columnUID) });
        }
        return t('dnd.dropSame', { name, column: fromColumn(card.columnUID) });
      },
      onDragCancel: ({ active }) => {
        const card = readCard(active.data.current);
        return card
          ? t('dnd.cancel', { name: card.project.name, column: fromColumn(card.columnUID) })
          : undefined;
      },
    };
  }, [t, columnName, folderName]);

  const onDragStart = ({ active }: DragStartEvent) =>
    setDragged(readCard(active.data.current)?.project ?? null);

  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    setDragged(null);
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
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      {children}
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
