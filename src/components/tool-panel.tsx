import { X, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn, focusRing } from '@/components/ui';

export interface ToolPanelProps {
  title: string;
  icon: LucideIcon;
  closeLabel: string;
  onClose: () => void;
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A small panel a viewing tool opens (layers in review and compare): its title, a close
 * button, and Escape from any control inside closes it without reaching the page's own keys.
 */
export function ToolPanel({
  title,
  icon: Icon,
  closeLabel,
  onClose,
  id,
  className,
  children,
}: ToolPanelProps) {
  const titleId = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control inside closes the panel: a delegated key handler
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn('rounded-lg border border-slate-300 bg-white p-3', className)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="flex items-center gap-2">
        <Icon aria-hidden="true" className="size-4 text-slate-600" />
        <h2 id={titleId} className="flex-1 text-sm font-semibold">
          {title}
        </h2>
        <button
          type="button"
          aria-label={closeLabel}
          onClick={onClose}
          className={cn(
            'inline-flex size-9 items-center justify-center rounded-md hover:bg-slate-100',
            focusRing,
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {children}
    </section>
  );
}
