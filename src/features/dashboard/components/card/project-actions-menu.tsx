import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { cn, focusRing, VisuallyHidden } from '@/components/ui';
import { ActionsMenuPanel } from '../deferred';
import { DotsIcon } from '../icons';

export interface ProjectActionsMenuProps {
  project: Project;
  /** Called after a column move was asked for from the menu (the board moves focus with the card). */
  onColumnMove?: (to: string) => void;
}

/**
 * The keyboard and screen-reader way to do what dragging does: a button opening an ARIA menu
 * with "Move to column" and "Move to folder" groups. The menu itself
 * ({@link ProjectActionsPanel}) is a chunk of its own, loaded after the board's first paint.
 */
export function ProjectActionsMenu({ project, onColumnMove }: ProjectActionsMenuProps) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        className={cn(
          'rounded p-1 text-slate-700 hover:bg-slate-100 hover:text-slate-900',
          focusRing,
        )}
        onClick={() => setOpen((o) => (o ? false : 'first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
      >
        <DotsIcon />
        <VisuallyHidden>{t('menu.button', { name: project.name })}</VisuallyHidden>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ActionsMenuPanel.Component
            project={project}
            button={button}
            focus={open}
            onClose={close}
            onColumnMove={onColumnMove}
            menuId={menuId}
          />
        </Suspense>
      )}
    </>
  );
}
