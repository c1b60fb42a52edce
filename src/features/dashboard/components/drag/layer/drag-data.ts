import type { Project } from '@/api/types';
import type { CardDragData, DropTarget } from '../drag-bindings';

// dnd-kit hands `data` back untyped (and sortable merges its own keys in), so payloads are
// registered here and recognised by identity: no casts, and nothing foreign is mistaken for ours.
const cards = new WeakMap<object, CardDragData>();
const targets = new WeakMap<object, DropTarget>();

/** The `data` of a card's useSortable. */
export function cardData(project: Project, columnUID: string | null): { card: object } {
  const card = { project, columnUID };
  cards.set(card, card);
  return { card };
}

/** The `data` of a column or folder drop target. */
export function dropData(target: DropTarget): { target: object } {
  const key = { ...target };
  targets.set(key, target);
  return { target: key };
}

export const columnDropId = (columnUID: string) => `column:${columnUID}`;
export const folderDropId = (folderUID: string) => `folder:${folderUID}`;
/** A lane's sortable id: its column, or "unplaced" for projects without a known column. */
export const laneId = (columnUID: string | null) => columnUID ?? 'unplaced';

function field(data: unknown, name: 'card' | 'target'): object | null {
  if (typeof data !== 'object' || data === null || !(name in data)) return null;
  const value: unknown = (data as Record<string, unknown>)[name];
  return typeof value === 'object' && value !== null ? value : null;
}

/** True for the data of a column or folder (cards are droppable too, as dnd-kit sortables). */
export function isDropZone(data: unknown): boolean {
  const key = field(data, 'target');
  return key !== null && targets.has(key);
}

/** The card in a drag's `active.data.current`, or null. */
export function readCard(data: unknown): CardDragData | null {
  const key = field(data, 'card');
  return (key && cards.get(key)) ?? null;
}

/**
 * The target under a drag: a column, a folder, or a card (which means that card's column).
 * Null over anything else, and over the lane of projects without a column.
 */
export function readDropTarget(data: unknown): DropTarget | null {
  const key = field(data, 'target');
  const target = key && targets.get(key);
  if (target) return target;
  const card = readCard(data);
  return card?.columnUID ? { type: 'column', columnUID: card.columnUID } : null;
}
