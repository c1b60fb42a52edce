import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Info } from 'lucide-react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

export interface InfoTipProps {
  /** The button's accessible name, e.g. "About Review status". */
  label: string;
  /** The explanation, shown while open; in the DOM (hidden) while closed. */
  children: ReactNode;
  /** Id of the explanation, for controls that point at it with aria-describedby. */
  id?: string;
  className?: string;
}

/**
 * A small "i" button that shows an explanation next to it (a disclosure): the screen keeps one
 * line where it helps and the rest is one press away. Enter or Space toggles it, Escape or a
 * press elsewhere closes it. The text stays in the DOM while hidden, so aria-describedby can
 * still point at it.
 */
export function InfoTip({ label, children, id, className }: InfoTipProps) {
  const generated = useId();
  const panelId = id ?? generated;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from the button or a link inside the panel closes it: a delegated key handler
    <span
      ref={root}
      className={cn('relative inline-flex align-middle', className)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className={cn(
          'grid size-6 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900',
          focusRing,
        )}
      >
        <Info aria-hidden="true" className="size-4" />
      </button>
      <span
        id={panelId}
        hidden={!open}
        className="absolute start-0 top-full z-30 mt-1 block w-72 max-w-[80vw] rounded-md border border-slate-300 bg-white p-3 text-sm font-normal text-slate-800 shadow-lg"
      >
        {children}
      </span>
    </span>
  );
}
