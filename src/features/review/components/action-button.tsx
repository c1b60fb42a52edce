import { useTranslation } from '@/lib/i18n';
import { cn, focusRing } from '@/components/ui';
import { performAction, type ActionContext, type ReviewAction } from '../actions/action-types';
import { useEditorState } from '../hooks/use-editor-state';
import { ariaKeyShortcut, formatShortcut, isApplePlatform } from '../model/shortcuts';
import { ActionIcon } from './tool-icons';

interface Props {
  action: ReviewAction;
  ctx: ActionContext;
}

/**
 * A toolbar button for a registry action: the same `perform` as its shortcut, its state
 * (pressed, disabled) from the editor, and the shortcut in its tooltip and aria-keyshortcuts.
 */
export function ActionButton({ action, ctx }: Props) {
  const { t } = useTranslation('review');
  const active = useEditorState(ctx.editor, (s) => action.isActive?.(s));
  const enabled = useEditorState(ctx.editor, (s) => action.isEnabled?.(s) ?? true);
  const apple = isApplePlatform();
  const shortcut = action.shortcuts[0];
  const label = t(action.labelKey);
  const keys = shortcut ? formatShortcut(shortcut, apple) : '';
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      aria-keyshortcuts={action.shortcuts.map((s) => ariaKeyShortcut(s, apple)).join(' ')}
      title={keys ? `${label} (${keys})` : label}
      disabled={!enabled}
      // A mouse click keeps focus where it was (usually the canvas), so shortcuts keep working.
      onPointerDown={(event) => event.preventDefault()}
      onClick={() => performAction(action, ctx)}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md border text-slate-800 disabled:cursor-not-allowed disabled:opacity-40',
        active
          ? 'border-blue-700 bg-blue-100 text-blue-900'
          : 'border-transparent hover:bg-slate-100',
        focusRing,
      )}
    >
      <ActionIcon id={action.id} />
    </button>
  );
}
