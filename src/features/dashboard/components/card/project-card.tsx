import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import type { Project } from '@/api/types';
import { isProjectReadOnly } from '@/lib/review-status';
import { useFocusIntent } from '../../stores/focus-intent';
import { CardDragContext, useCardDrag } from '../drag/use-drag-bindings';
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
 * A card on the board: draggable unless the project is read-only, once the drag layer has bound
 * it. Memoized: during a drag only the cards whose data changes re-render.
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
  const drag = useCardDrag(project, columnUID, text.roleDescription);
  const { listeners, setNodeRef, isDragging } = drag;

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
  // The same element from render to render, so the memoized content skips drag-state changes.
  const handle = useMemo(
    () =>
      readOnly ? (
        <ReadOnlyMark label={text.readOnly} />
      ) : (
        <DragHandle label={text.dragHandle(project.name)} buttonRef={setHandleButton} />
      ),
    [readOnly, text, project.name, setHandleButton],
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
      <CardDragContext value={drag}>
        <ProjectCardContent
          project={project}
          interactive
          dimmed={isDragging}
          onColumnMove={onColumnMove}
          handle={handle}
        />
      </CardDragContext>
    </li>
  );
});
