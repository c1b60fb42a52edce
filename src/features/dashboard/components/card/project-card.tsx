import { useSortable } from '@dnd-kit/sortable';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import type { Project } from '@/api/types';
import { isProjectReadOnly } from '@/lib/review-status';
import { useFocusIntent } from '../../stores/focus-intent';
import { cardData } from '../board/drag-data';
import { DragHandle, ReadOnlyMark } from './drag-handle';
import { CARD_HEIGHT, ProjectCardContent } from './project-card-content';

/** Words a card needs, translated once per column rather than once per card. */
export interface CardText {
  roleDescription: string;
  readOnly: string;
  dragHandle: (name: string) => string;
}

export interface ProjectCardProps {
  project: Project;
  text: CardText;
  /** The lane the card is in; null for the "without a column" lane. */
  columnUID: string | null;
  /** Offset from the top of the virtual list, in px. */
  top: number;
  index: number;
  setSize: number;
  /** Set on the one card that should take keyboard focus (it has just moved here). */
  focusTarget?: 'handle' | 'menu' | null;
}

/**
 * A card on the board: draggable (sortable, for dnd-kit's keyboard coordinates) unless the
 * project is read-only. Memoized: during a drag only the cards whose data changes re-render.
 */
export const ProjectCard = memo(function ProjectCard({
  project,
  columnUID,
  top,
  index,
  setSize,
  text,
  focusTarget = null,
}: ProjectCardProps) {
  const readOnly = isProjectReadOnly(project.projectState);
  const data = useMemo(() => cardData(project, columnUID), [project, columnUID]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useSortable({
    id: project.projectUID,
    data,
    disabled: readOnly,
    attributes: { roleDescription: text.roleDescription },
    // Cards never slide aside: the order inside a column is the service's, not a drop position.
    animateLayoutChanges: () => false,
  });

  const handleButton = useRef<HTMLButtonElement | null>(null);
  const setHandleButton = useCallback((element: HTMLButtonElement | null) => {
    handleButton.current = element;
  }, []);
  const menuHost = useRef<HTMLLIElement | null>(null);
  const setNode = useCallback(
    (element: HTMLLIElement | null) => {
      setNodeRef(element);
      menuHost.current = element;
    },
    [setNodeRef],
  );

  useEffect(() => {
    if (focusTarget === null) return;
    const target =
      focusTarget === 'handle'
        ? handleButton.current
        : menuHost.current?.querySelector<HTMLElement>('[aria-haspopup="menu"]');
    target?.focus();
    useFocusIntent.getState().clear();
  }, [focusTarget]);

  const onColumnMove = useCallback(
    (to: string) =>
      useFocusIntent
        .getState()
        .request({ projectUID: project.projectUID, columnUID: to, target: 'menu' }),
    [project.projectUID],
  );

  return (
    <li
      ref={setNode}
      {...listeners}
      aria-setsize={setSize}
      aria-posinset={index + 1}
      className="absolute inset-x-0"
      style={{ top, height: CARD_HEIGHT }}
    >
      <ProjectCardContent
        project={project}
        interactive
        dimmed={isDragging}
        onColumnMove={onColumnMove}
        handle={
          readOnly ? (
            <ReadOnlyMark label={text.readOnly} />
          ) : (
            <DragHandle
              label={text.dragHandle(project.name)}
              attributes={attributes}
              setActivatorRef={setActivatorNodeRef}
              buttonRef={setHandleButton}
            />
          )
        }
      />
    </li>
  );
});
