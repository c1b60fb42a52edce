import { useCallback } from 'react';
import { cn, focusRing, VisuallyHidden } from '@/components/ui';
import { useCardDragBinding } from '../drag/use-drag-bindings';
import { GripIcon, LockIcon } from '../icons';

export interface DragHandleProps {
  /** Accessible name, e.g. "Move “Oat box”". */
  label: string;
  /** Focus lands here after a keyboard move; the card hands it a ref. */
  buttonRef?: (element: HTMLButtonElement | null) => void;
}

/**
 * The keyboard start of a drag (Space or Enter); a mouse or finger can drag the whole card.
 * dnd-kit's attributes, from the card's drag binding, give it the role description and the
 * instructions to read. Reading them here keeps the rest of the card from re-rendering when
 * the binding changes.
 */
export function DragHandle({ label, buttonRef }: DragHandleProps) {
  const { attributes, setActivatorNodeRef } = useCardDragBinding();
  const ref = useCallback(
    (element: HTMLButtonElement | null) => {
      setActivatorNodeRef(element);
      buttonRef?.(element);
    },
    [setActivatorNodeRef, buttonRef],
  );
  return (
    <button
      type="button"
      {...attributes}
      ref={ref}
      className={cn(
        'cursor-grab touch-none rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 active:cursor-grabbing',
        focusRing,
      )}
    >
      <GripIcon />
      <VisuallyHidden>{label}</VisuallyHidden>
    </button>
  );
}

/** Shown instead of a handle on read-only projects, so the missing handle is explained. */
export function ReadOnlyMark({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-700">
      <LockIcon width={12} height={12} />
      {label}
    </span>
  );
}
