import { useEffect } from 'react';
import type { KeyboardEvent } from 'react';
import { performAction, type ActionContext } from '../actions/action-types';
import { actionForKey } from '../actions/registry';
import { isApplePlatform, isTextEntry } from '../model/shortcuts';

/** Marks the canvas element, so canvas-only shortcuts (Enter, arrows, space) know where focus is. */
export const CANVAS_ATTRIBUTE = 'data-review-canvas';

/**
 * Keyboard shortcuts of a workspace, from the action registry: the handlers go on the
 * workspace root, so they work wherever focus is inside it, but never while typing in a
 * field or while one of the workspace's dialogs is open.
 */
export function useWorkspaceKeys(ctx: ActionContext) {
  const { editor } = ctx;

  // A space released outside the window must not leave the hand tool stuck on.
  useEffect(() => {
    const release = () => editor.setSpaceHeld(false);
    window.addEventListener('blur', release);
    return () => window.removeEventListener('blur', release);
  }, [editor]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || isTextEntry(event.target) || editor.state.dialog !== null) return;
    const onCanvas =
      event.target instanceof HTMLElement && event.target.hasAttribute(CANVAS_ATTRIBUTE);
    const action = actionForKey(event.nativeEvent, ctx, onCanvas, isApplePlatform());
    if (!action) return;
    event.preventDefault();
    // Held keys repeat; a hold action (space) acts once per press.
    if (event.repeat && action.shortcuts.some((s) => s.hold)) return;
    performAction(action, ctx);
  };

  const onKeyUp = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === ' ') editor.setSpaceHeld(false);
  };

  return { onKeyDown, onKeyUp };
}
