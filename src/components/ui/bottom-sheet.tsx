import { useId, useRef, useState } from 'react';
import type { CSSProperties, PointerEvent, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from './button';
import { cn } from './cn';
import { useModalDialog } from './use-modal-dialog';

/** A finger dragging the title bar down this far (CSS px) closes the sheet; less springs back. */
const CLOSE_DISTANCE = 80;

export interface BottomSheetProps {
  /** The sheet is in the page and modal only while this is true. */
  open: boolean;
  /** Escape, Close, or a drag down; the parent then sets `open` false. */
  onClose: () => void;
  /** Heading; also the sheet's accessible name. */
  title: string;
  children?: ReactNode;
}

/**
 * A modal panel rising from the bottom edge, for phones: the native <dialog> (focus trap,
 * Escape, inert page) laid along the bottom at full width, at most 85 % of the screen high.
 */
export function BottomSheet(props: BottomSheetProps) {
  return props.open ? <SheetSurface {...props} /> : null;
}

function SheetSurface({ onClose, title, children }: BottomSheetProps) {
  const { t } = useTranslation('common');
  const { ref, onCancel } = useModalDialog(onClose);
  const titleId = useId();
  const [offset, setOffset] = useState(0);
  const drag = useRef<number | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Buttons in the title bar keep their own clicks.
    if ((event.target as Element).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = event.clientY;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current === null) return;
    setOffset(Math.max(0, event.clientY - drag.current));
  };
  const onPointerEnd = () => {
    if (drag.current === null) return;
    drag.current = null;
    if (offset >= CLOSE_DISTANCE) onClose();
    else setOffset(0);
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={onCancel}
      style={{ '--sheet-offset': `${String(offset)}px` } as CSSProperties}
      className={cn(
        'mx-0 mt-auto mb-0 max-h-[85dvh] w-full max-w-none translate-y-(--sheet-offset) flex-col open:flex',
        'rounded-t-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50',
      )}
    >
      <div
        className="flex shrink-0 touch-none flex-col border-b border-slate-300 px-4 pt-2 pb-3"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <span aria-hidden="true" className="mx-auto mb-2 h-1.5 w-12 rounded-full bg-slate-400" />
        <div className="flex items-center justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t('actions.close')}
          </Button>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">{children}</div>
    </dialog>
  );
}
