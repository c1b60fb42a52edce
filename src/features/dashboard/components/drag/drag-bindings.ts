import type { SyntheticEvent } from 'react';
import type { Project } from '@/api/types';

/** What a dragged card carries. */
export interface CardDragData {
  project: Project;
  /** The lane the card sits in; null for projects without a known column. */
  columnUID: string | null;
}

/** Where a card can be dropped. */
export type DropTarget =
  { type: 'column'; columnUID: string } | { type: 'folder'; folderUID: string };

/** The drag in progress: the card, and the target under it (null over nothing). */
export interface ActiveDrag {
  card: CardDragData;
  over: DropTarget | null;
}

/** The React handlers that can start a drag: mouse or pen, touch, keyboard. */
export type PressHandlerName = 'onPointerDown' | 'onTouchStart' | 'onKeyDown';

/** The handlers a card spreads on itself; each takes the event React hands it. */
export type DragListeners = Partial<Record<PressHandlerName, (event: SyntheticEvent) => void>>;

/**
 * What the drag handle spreads on itself: dnd-kit's draggable attributes. The description
 * (the spoken instructions) exists only once the drag layer is there.
 */
export interface HandleAttributes {
  role: string;
  tabIndex: number;
  'aria-disabled': boolean;
  'aria-pressed': boolean | undefined;
  'aria-roledescription': string;
  'aria-describedby'?: string;
}

type NodeRef = (element: HTMLElement | null) => void;

/** A card's part of the drag layer: the pieces of dnd-kit's useSortable the card renders. */
export interface CardDragBinding {
  setNodeRef: NodeRef;
  setActivatorNodeRef: NodeRef;
  /** Undefined for a card that cannot move (read-only). */
  listeners: DragListeners | undefined;
  attributes: HandleAttributes;
  isDragging: boolean;
}

/** A column's or folder's part of the drag layer: the node dnd-kit measures as a drop target. */
export interface DropZoneBinding {
  setNodeRef: NodeRef;
}
