import { Ellipsis } from 'lucide-react';
import { useId, useState } from 'react';
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
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from any control inside closes the panel: a delegated key handler
    <div
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
        // Spans the header (its positioned ancestor), so nothing ends up off a narrow screen.
        className="absolute inset-x-2 top-full z-40 mt-1 rounded-lg border border-slate-300 bg-white p-3 shadow-lg"
      >
        {open && <div className="flex flex-wrap items-center gap-3">{children}</div>}
      </div>
    </div>
  );
}
