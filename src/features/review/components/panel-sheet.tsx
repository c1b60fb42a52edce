import { useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn, focusRing } from '@/components/ui';

export type SheetSize = 'peek' | 'half' | 'full';
const SIZES: readonly SheetSize[] = ['peek', 'half', 'full'];

/** The sheet's height at each size; `peek` matches the room the workspace keeps free under the artwork. */
const HEIGHT: Record<SheetSize, string> = {
  peek: '9rem',
  half: '55dvh',
  full: 'calc(100dvh - 4rem)',
};
/** A finger must move this far (CSS px) before a press on the handle counts as a drag, not a tap. */
const DRAG_SLOP = 6;

function pixelsOf(size: SheetSize): number {
  const view = window.innerHeight;
  if (size === 'peek') return 144;
  return size === 'half' ? view * 0.55 : view - 64;
}

function nearest(height: number): SheetSize {
  let best: SheetSize = 'peek';
  for (const size of SIZES)
    if (Math.abs(pixelsOf(size) - height) < Math.abs(pixelsOf(best) - height)) best = size;
  return best;
}

function step(size: SheetSize, by: number): SheetSize {
  const index = Math.min(SIZES.length - 1, Math.max(0, SIZES.indexOf(size) + by));
  return SIZES[index] ?? size;
}

interface Props {
  label: string;
  children: ReactNode;
}

/**
 * The workspace's side panel; below the md breakpoint (phones) a bottom sheet over the
 * artwork's lower edge instead, so the artwork keeps the whole width. Its handle is dragged
 * between peek, half and full, or tapped (or pressed with Enter, arrow keys) to step through them.
 */
export function PanelSheet({ label, children }: Props) {
  const { t } = useTranslation('review');
  const [size, setSize] = useState<SheetSize>('peek');
  const [dragHeight, setDragHeight] = useState<number | null>(null);
  const sheet = useRef<HTMLElement>(null);
  const drag = useRef<{ startY: number; startHeight: number; moved: boolean } | null>(null);
  // A drag ends with a click on the handle too; that click must not step the size again.
  const justDragged = useRef(false);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    const startHeight = sheet.current?.getBoundingClientRect().height ?? pixelsOf(size);
    drag.current = { startY: event.clientY, startHeight, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current) return;
    const dy = event.clientY - current.startY;
    if (!current.moved && Math.abs(dy) < DRAG_SLOP) return;
    current.moved = true;
    const max = window.innerHeight - 48;
    setDragHeight(Math.min(max, Math.max(64, current.startHeight - dy)));
  };
  const onPointerEnd = () => {
    const current = drag.current;
    drag.current = null;
    if (!current?.moved) return;
    justDragged.current = true;
    setSize((previous) => (dragHeight === null ? previous : nearest(dragHeight)));
    setDragHeight(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const by = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (by === 0) return;
    event.preventDefault();
    setSize((previous) => step(previous, by));
  };

  const height = dragHeight === null ? HEIGHT[size] : `${String(dragHeight)}px`;
  return (
    <aside
      ref={sheet}
      aria-label={label}
      data-sheet-size={size}
      style={{ '--sheet-height': height } as CSSProperties}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 flex h-(--sheet-height) flex-col rounded-t-xl border-t border-slate-300 bg-slate-50 shadow-[0_-4px_16px_rgb(15_23_42/0.2)]',
        dragHeight === null && 'transition-[height] duration-200 motion-reduce:transition-none',
        'md:static md:z-auto md:h-auto md:w-80 md:shrink-0 md:rounded-none md:border-s md:border-t-0 md:shadow-none md:transition-none',
      )}
    >
      <button
        type="button"
        aria-label={t('workspace.sheet.handle', { size: t(`workspace.sheet.${size}`) })}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
        onClick={() => {
          if (justDragged.current) {
            justDragged.current = false;
            return;
          }
          setSize((previous) => (previous === 'full' ? 'peek' : step(previous, 1)));
        }}
        className={cn(
          'flex h-8 w-full shrink-0 touch-none items-center justify-center rounded-t-xl md:hidden',
          focusRing,
        )}
      >
        <span aria-hidden="true" className="h-1.5 w-12 rounded-full bg-slate-500" />
      </button>
      <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
    </aside>
  );
}
