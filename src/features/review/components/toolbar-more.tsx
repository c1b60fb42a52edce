import { Ellipsis } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn, focusRing } from '@/components/ui';

/**
 * On phones the toolbar keeps the essential tools; this disclosure holds the rest (other
 * tools, colour, zoom, history, help). Not shown from the md breakpoint on, where all fit.
 * The panel is placed against the workspace header (relative), across the screen's width.
 */
export function ToolbarMore({ children }: { children: ReactNode }) {
  const { t } = useTranslation('review');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  // What its buttons open (find's field, the layers panel) takes the focus: the menu gives way.
  useEffect(() => {
    if (!open) return;
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [open]);
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from any control inside closes the panel: a delegated key handler
    <div
      ref={wrapper}
      className="md:hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('toolbar.more')}
        title={t('toolbar.more')}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'inline-flex size-9 items-center justify-center rounded-md border text-lg text-slate-800',
          open ? 'border-blue-700 bg-blue-100' : 'border-slate-300 hover:bg-slate-100',
          focusRing,
        )}
      >
        <Ellipsis aria-hidden="true" className="size-5" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        // Under the whole header (positioned), not under the button: on a narrow phone a panel
        // anchored to the button ran off the screen's start.
        className="absolute inset-x-3 top-full z-40 mt-1 rounded-lg border border-slate-300 bg-white p-3 shadow-lg"
      >
        {open && <div className="flex flex-wrap items-center gap-3">{children}</div>}
      </div>
    </div>
  );
}
