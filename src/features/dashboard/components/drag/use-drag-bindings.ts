import { createContext, useContext, useId, useLayoutEffect, useMemo, useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { Project } from '@/api/types';
import { isProjectReadOnly } from '@/lib/review-status';
import type {
  ActiveDrag,
  CardDragBinding,
  DropZoneBinding,
  PressHandlerName,
} from './drag-bindings';
import type { DragRegistry, SlotBinding, SlotFields, SlotKind } from './drag-registry';

/** The board's drag registry; null outside a DragLayerHost, where nothing can be dragged. */
export const DragRegistryContext = createContext<DragRegistry | null>(null);

/** The binding of the card around (its handle reads it). */
export const CardDragContext = createContext<CardDragBinding | null>(null);

export function useCardDragBinding(): CardDragBinding {
  const binding = useContext(CardDragContext);
  if (!binding) throw new Error('A drag handle must be inside a project card.');
  return binding;
}

const noRef = () => undefined;

/** Registers a slot while the component is mounted; returns its live binding once the layer has one. */
function useSlot<K extends SlotKind>(kind: K, fields: SlotFields<K>) {
  const registry = useContext(DragRegistryContext);
  const key = useId();
  const [live, setLive] = useState<SlotBinding<K> | null>(null);
  // Layout effects: the layer binds the DOM the same frame it appears, before anyone can grab it.
  useLayoutEffect(() => {
    registry?.set(kind, { key, fields, publish: setLive });
  }, [registry, kind, key, fields]);
  useLayoutEffect(() => {
    if (!registry) return undefined;
    return () => registry.delete(kind, key);
  }, [registry, kind, key]);
  return { registry, key, live };
}

/**
 * A card's draggable binding. Until the drag layer binds it, the card renders the same markup,
 * and a press on it is held for the layer (see HeldPress).
 */
export function useCardDrag(
  project: Project,
  columnUID: string | null,
  roleDescription: string,
): CardDragBinding {
  const fields = useMemo(
    () => ({ project, columnUID, roleDescription }),
    [project, columnUID, roleDescription],
  );
  const { registry, key, live } = useSlot('card', fields);
  const readOnly = isProjectReadOnly(project.projectState);
  const inert = useMemo<CardDragBinding>(() => {
    const hold = (handler: PressHandlerName) => (event: SyntheticEvent) =>
      registry?.press.hold(key, handler, event);
    return {
      setNodeRef: noRef,
      setActivatorNodeRef: noRef,
      listeners:
        registry && !readOnly
          ? {
              onPointerDown: hold('onPointerDown'),
              onTouchStart: hold('onTouchStart'),
              onKeyDown: hold('onKeyDown'),
            }
          : undefined,
      attributes: {
        role: 'button',
        tabIndex: 0,
        'aria-disabled': readOnly,
        'aria-pressed': undefined,
        'aria-roledescription': roleDescription,
      },
      isDragging: false,
    };
  }, [registry, key, readOnly, roleDescription]);

  const liveListeners = live?.listeners;
  // After the commit that attached the live refs: dnd-kit needs the card's node to start a drag.
  useLayoutEffect(() => {
    if (liveListeners) registry?.press.replay(key, liveListeners);
  }, [registry, key, liveListeners]);
  return live ?? inert;
}

const INERT_ZONE: DropZoneBinding = { setNodeRef: noRef };

/**
 * The drag in progress, or null. Plain state, not useSyncExternalStore: the layer reports from
 * inside dnd-kit's batched updates, and plain state renders in that same commit (a store
 * update would force a commit of its own on every change of target).
 */
function useActiveDrag(registry: DragRegistry | null): ActiveDrag | null {
  const [drag, setDrag] = useState(() => registry?.activeDrag ?? null);
  useLayoutEffect(() => {
    if (!registry) return undefined;
    // Nothing can change between this render and its layout effect: no catch-up needed.
    return registry.subscribeDrag(() => setDrag(registry.activeDrag));
  }, [registry]);
  return drag;
}

export interface ColumnDrop extends DropZoneBinding {
  /** Index of the dragged card among this column's projects; -1 when it is not one of them. */
  activeIndex: number;
  /** A card from another column is over this one. */
  showDrop: boolean;
}

/** A column's drop target; `items` are its projects' UIDs in order (memoize them). */
export function useColumnDrop(columnUID: string | null, items: readonly string[]): ColumnDrop {
  const fields = useMemo(() => ({ columnUID, items }), [columnUID, items]);
  const { registry, live } = useSlot('column', fields);
  const drag = useActiveDrag(registry);
  const activeIndex = drag ? items.indexOf(drag.card.project.projectUID) : -1;
  const over = drag?.over;
  const showDrop =
    columnUID !== null &&
    over?.type === 'column' &&
    over.columnUID === columnUID &&
    drag?.card.columnUID !== columnUID;
  return { setNodeRef: (live ?? INERT_ZONE).setNodeRef, activeIndex, showDrop };
}

export interface FolderDrop extends DropZoneBinding {
  /** A card from another folder is being dragged, so this folder can take it. */
  canDrop: boolean;
  /** That card is over this folder. */
  isOver: boolean;
}

/** A folder's drop target. */
export function useFolderDrop(folderUID: string): FolderDrop {
  const fields = useMemo(() => ({ folderUID }), [folderUID]);
  const { registry, live } = useSlot('folder', fields);
  const drag = useActiveDrag(registry);
  const canDrop = drag !== null && drag.card.project.folderUID !== folderUID;
  const isOver = canDrop && drag.over?.type === 'folder' && drag.over.folderUID === folderUID;
  return { setNodeRef: (live ?? INERT_ZONE).setNodeRef, canDrop, isOver };
}
