import { useEffect, useRef } from 'react';
import { performAction, type ActionContext } from '../actions/action-types';
import { actionForKey } from '../actions/registry';
import { isApplePlatform, isTextEntry } from '../model/shortcuts';

/** Marks the canvas element, so canvas-only shortcuts (Enter, arrows, space) know where focus is. */
export const CANVAS_ATTRIBUTE = 'data-review-canvas';

/** Elements that answer Enter, Space or the arrows themselves. */
const INTERACTIVE =
  'a[href], button, input, select, textarea, summary, [contenteditable="true"], ' +
  '[tabindex]:not([tabindex="-1"]), [role="button"], [role="link"], [role="radio"], ' +
  '[role="checkbox"], [role="slider"], [role="tab"], [role="menuitem"], [role="option"], ' +
  '[role="treeitem"], [role="gridcell"]';

/** Layers over the workspace (dialogs, menus) keep their keys to themselves. */
const OTHER_LAYER =
  'dialog[open], [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/**
 * Where the focus counts as "on the artwork": the canvas itself, and anything that does not
 * take keys of its own (the page body, the heading the route focused). So the review answers
 * its shortcuts from the moment it opens, before any click.
 */
function actsAsCanvas(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true;
  if (target.hasAttribute(CANVAS_ATTRIBUTE)) return true;
  return target.closest(INTERACTIVE) === null;
}

/**
 * Keyboard shortcuts of a workspace, from the action registry, listened to on the document
 * while the workspace is mounted: they work wherever the focus is (body included, so no click
 * is needed first), but never while typing in a field, inside a dialog or menu, or while one
 * of the workspace's own dialogs is open.
 */
export function useWorkspaceKeys(ctx: ActionContext): void {
  const latest = useRef(ctx);
  useEffect(() => {
    latest.current = ctx;
  });
  const { editor } = ctx;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const current = latest.current;
      if (event.defaultPrevented || isTextEntry(event.target)) return;
      if (current.editor.state.dialog !== null) return;
      if (event.target instanceof Element && event.target.closest(OTHER_LAYER)) return;
      const action = actionForKey(event, current, actsAsCanvas(event.target), isApplePlatform());
      if (!action) return;
      event.preventDefault();
      // Held keys repeat; a hold action (space) acts once per press.
      if (event.repeat && action.shortcuts.some((s) => s.hold)) return;
      performAction(action, current);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === ' ') editor.setSpaceHeld(false);
    };
    // A space released outside the window must not leave the hand tool stuck on.
    const release = () => editor.setSpaceHeld(false);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', release);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', release);
    };
  }, [editor]);
}
