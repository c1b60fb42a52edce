import { useEffect, useEffectEvent } from 'react';
import { useDraftStoreApi } from './draft-context';
import { useStepCommands } from './use-step-commands';

function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * Builder shortcuts while the focus is not in a text field: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z
 * or Ctrl+Y redo, Ctrl/Cmd+C and +V copy and paste steps, Delete removes the selected step
 * (only from the canvas or the outline, where a step has the focus), Ctrl/Cmd+S saves.
 */
export function useBuilderKeys(options: {
  selected: string | undefined;
  setSelected: (uid: string | undefined) => void;
  onSave: () => void;
  /** A view-only builder (not an admin of the client) answers no editing keys. */
  readOnly?: boolean;
}) {
  const store = useDraftStoreApi();
  const commands = useStepCommands(options.selected, options.setSelected);
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (options.readOnly) return;
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (mod && key === 's') {
      event.preventDefault();
      options.onSave();
      return;
    }
    if (typingInto(event.target)) return;
    const temporal = store.temporal.getState();
    if (mod && key === 'z') {
      event.preventDefault();
      if (event.shiftKey) temporal.redo();
      else temporal.undo();
    } else if (mod && key === 'y') {
      event.preventDefault();
      temporal.redo();
    } else if (mod && key === 'c' && !window.getSelection()?.toString()) {
      commands.copy();
    } else if (mod && key === 'v') {
      event.preventDefault();
      commands.paste();
    } else if (
      (event.key === 'Delete' || event.key === 'Backspace') &&
      event.target instanceof HTMLElement &&
      event.target.closest('[data-step-scope]')
    ) {
      event.preventDefault();
      commands.remove();
    }
  });
  useEffect(() => {
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
