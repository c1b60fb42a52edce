import type { Project } from '@/api/types';
import type { ActiveDrag, CardDragBinding, DropZoneBinding } from './drag-bindings';
import { HeldPress } from './held-press';

/** What each kind of slot tells the drag layer, and what the layer hands back. */
interface SlotTypes {
  card: {
    fields: {
      project: Project;
      /** The lane the card sits in; null for projects without a known column. */
      columnUID: string | null;
      /** The handle's role description, already translated. */
      roleDescription: string;
    };
    binding: CardDragBinding;
  };
  column: {
    fields: {
      /** Null for the lane of projects without a known column (not a drop target). */
      columnUID: string | null;
      /** The UIDs of the column's projects, in the order shown. */
      items: readonly string[];
    };
    binding: DropZoneBinding;
  };
  folder: { fields: { folderUID: string }; binding: DropZoneBinding };
}

export type SlotKind = keyof SlotTypes;
export type SlotFields<K extends SlotKind> = SlotTypes[K]['fields'];
export type SlotBinding<K extends SlotKind> = SlotTypes[K]['binding'];

/**
 * A card, column or folder on screen, registered by the component that renders it. `publish`
 * hands that component its live binding, or null to make it inert again.
 */
export interface Slot<K extends SlotKind> {
  /** Unique among slots of its kind: the registering component's useId. */
  key: string;
  fields: SlotFields<K>;
  publish: (binding: SlotBinding<K> | null) => void;
}

/** Every registered slot; a new object whenever one is added, changed or removed. */
export type DragSlots = { readonly [K in SlotKind]: readonly Slot<K>[] };

/**
 * The meeting point of the board and its lazily loaded drag layer. The board's components
 * register what they render (always, even before the layer exists); the layer renders a
 * dnd-kit binding for each slot and publishes the result back to it. So the board renders,
 * and keeps its DOM, whether or not the layer has arrived. The layer also reports the drag in
 * progress, which columns and folders show.
 */
export class DragRegistry {
  readonly press = new HeldPress();
  private readonly maps: { [K in SlotKind]: Map<string, Slot<K>> } = {
    card: new Map(),
    column: new Map(),
    folder: new Map(),
  };
  private slots: DragSlots = { card: [], column: [], folder: [] };
  private stale = false;
  private readonly listeners = new Set<() => void>();
  private drag: ActiveDrag | null = null;
  private readonly dragListeners = new Set<() => void>();

  set<K extends SlotKind>(kind: K, slot: Slot<K>): void {
    this.maps[kind].set(slot.key, slot);
    this.changed();
  }

  delete(kind: SlotKind, key: string): void {
    if (this.maps[kind].delete(key)) this.changed();
  }

  /** For useSyncExternalStore. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** For useSyncExternalStore: the same object until something changes. */
  readonly getSlots = (): DragSlots => {
    if (this.stale) {
      this.stale = false;
      this.slots = {
        card: [...this.maps.card.values()],
        column: [...this.maps.column.values()],
        folder: [...this.maps.folder.values()],
      };
    }
    return this.slots;
  };

  get activeDrag(): ActiveDrag | null {
    return this.drag;
  }

  /**
   * Called from dnd-kit's drag callbacks, which batch their own state updates: listeners that
   * set React state here render in the same commit as the drag itself.
   */
  setActiveDrag(drag: ActiveDrag | null): void {
    this.drag = drag;
    for (const listener of this.dragListeners) listener();
  }

  subscribeDrag(listener: () => void): () => void {
    this.dragListeners.add(listener);
    return () => this.dragListeners.delete(listener);
  }

  private changed(): void {
    this.stale = true;
    for (const listener of this.listeners) listener();
  }
}
