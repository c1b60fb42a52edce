import { Check } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { cn, focusRingInset } from '@/components/ui';
import { actionAvailability } from '@/lib/review-status';
import type { MoveField } from '../../model/board-model';
import { useDashboardActions } from '../../hooks/dashboard-actions';
import { useAnchoredPanel, useOutsidePress } from '../../hooks/use-anchored-panel';

export interface ProjectActionsPanelProps {
  project: Project;
  /** The "⋯" button: the panel sits next to it and gives focus back to it. */
  button: RefObject<HTMLButtonElement | null>;
  /** The item that takes focus when the panel opens: the checked one, or the last (Arrow Up). */
  focus: 'first' | 'last';
  /** The panel was closed (Escape, Tab, a choice, a press elsewhere, a scroll). */
  onClose: () => void;
  /** Called after a column move was asked for from the menu (the board moves focus with the card). */
  onColumnMove?: (to: string) => void;
  /** The id the button's aria-controls names. */
  menuId: string;
}

interface Item {
  key: string;
  field: MoveField;
  to: string;
  label: string;
  checked: boolean;
}

const ITEM_SELECTOR = '[role="menuitemradio"]';

/**
 * The open menu of {@link ProjectActionsMenu}: "Move to column" and "Move to folder" groups (the
 * current ones checked). Items of a read-only project stay visible but disabled, with the
 * reason read out. Its own chunk: only a click on "⋯" needs it.
 */
export function ProjectActionsPanel({
  project,
  button,
  focus,
  onClose,
  onColumnMove,
  menuId,
}: ProjectActionsPanelProps) {
  const { t } = useTranslation('dashboard');
  const { columns, folders, moveProject } = useDashboardActions();
  const panel = useRef<HTMLDivElement>(null);
  const ids = { note: useId(), columns: useId(), folders: useId() };
  const availability = actionAvailability(project.projectState, 'move');
  const blocked = !availability.allowed;

  useAnchoredPanel(button, panel, true, onClose);
  useOutsidePress([button, panel], true, onClose);

  useEffect(() => {
    const items = panel.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR);
    const checked = panel.current?.querySelector<HTMLElement>(
      `${ITEM_SELECTOR}[aria-checked="true"]`,
    );
    (focus === 'last' ? items?.[items.length - 1] : (checked ?? items?.[0]))?.focus();
  }, [focus]);

  const closeToButton = () => {
    onClose();
    button.current?.focus();
  };

  const select = (item: Item) => {
    if (blocked) return;
    closeToButton();
    if (item.checked) return;
    moveProject(project, item.field, item.to);
    if (item.field === 'kanbanColumnUID') onColumnMove?.(item.to);
  };

  const columnItems: Item[] = columns.map((c) => ({
    key: `c:${c.kanbanColumnUID}`,
    field: 'kanbanColumnUID',
    to: c.kanbanColumnUID,
    label: c.name,
    checked: project.kanbanColumnUID === c.kanbanColumnUID,
  }));
  const folderItems: Item[] = folders.map((f) => ({
    key: `f:${f.folderUID}`,
    field: 'folderUID',
    to: f.folderUID,
    label: f.name,
    checked: project.folderUID === f.folderUID,
  }));
  const all = [...columnItems, ...folderItems];

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(panel.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
    const index = items.findIndex((el) => el === document.activeElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(items.length - 1);
        break;
      case 'Escape':
      case 'Tab':
        closeToButton();
        break;
      case 'Enter':
      case ' ': {
        const item = all[index];
        if (item) select(item);
        break;
      }
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const renderItem = (item: Item) => (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the menu (onMenuKeyDown) moves focus and selects with Enter and Space for every item
    <div
      key={item.key}
      role="menuitemradio"
      aria-checked={item.checked}
      aria-disabled={blocked || undefined}
      tabIndex={-1}
      onClick={() => select(item)}
      className={cn(
        'flex cursor-default items-center gap-2 rounded px-2 py-1.5 text-sm outline-none',
        'focus:bg-blue-50 focus:text-blue-950',
        focusRingInset,
        blocked ? 'text-slate-500' : 'text-slate-900 hover:bg-slate-100',
      )}
    >
      <span aria-hidden="true" className="inline-flex w-3.5 shrink-0">
        {item.checked && <Check className="size-3.5" />}
      </span>
      <span className="truncate">{item.label}</span>
    </div>
  );

  return (
    <div
      ref={panel}
      className="fixed top-0 left-0 z-40 w-60 rounded-md border border-slate-300 bg-white p-1 shadow-lg"
    >
      {blocked && (
        <p id={ids.note} className="px-2 py-1.5 text-xs text-slate-800">
          {t(`menu.blocked.${availability.reason}`)}
        </p>
      )}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- focus goes to its items (roving tabindex), as in the ARIA menu pattern */}
      <div
        role="menu"
        id={menuId}
        aria-label={t('menu.label', { name: project.name })}
        aria-describedby={blocked ? ids.note : undefined}
        onKeyDown={onMenuKeyDown}
      >
        <div role="group" aria-labelledby={ids.columns}>
          <div id={ids.columns} className="px-2 pt-1 pb-0.5 text-xs font-semibold text-slate-700">
            {t('menu.columns')}
          </div>
          {columnItems.map(renderItem)}
        </div>
        {folderItems.length > 0 && (
          <div
            role="group"
            aria-labelledby={ids.folders}
            className="mt-1 border-t border-slate-200"
          >
            <div
              id={ids.folders}
              className="px-2 pt-1.5 pb-0.5 text-xs font-semibold text-slate-700"
            >
              {t('menu.folders')}
            </div>
            {folderItems.map(renderItem)}
          </div>
        )}
      </div>
    </div>
  );
}
