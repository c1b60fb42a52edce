import type { EditorState, ReviewCapabilities } from '../editor/editor-state';
import type { ReviewEditor } from '../editor/review-editor';
import type { Shortcut } from '../model/shortcuts';

export type ActionGroup = 'tools' | 'view' | 'pages' | 'edit' | 'help';

/** What every action may use. */
export interface ActionContext {
  editor: ReviewEditor;
  capabilities: ReviewCapabilities;
  /** The asset is a PDF whose original may be fetched: vector mode is possible. */
  vectorAvailable?: boolean;
  /** Opens find in the file's text (and focuses its field); absent where there is no find. */
  openFind?: () => void;
}

/**
 * One command of the review tool (excalidraw's `actions/register.ts`): the toolbar button,
 * the keyboard shortcut and the help panel all come from this record, and performing it
 * always goes through {@link performAction}.
 */
export interface ReviewAction {
  id: string;
  /** Key in the `review` namespace. */
  labelKey: string;
  group: ActionGroup;
  shortcuts: readonly Shortcut[];
  /** Whether performing it is one step of the undo history (it changes the draft). */
  undoable: boolean;
  /**
   * Where its keys work: `canvas` only while the canvas has focus (Enter, arrows and space
   * keep their usual meaning on buttons and lists); `workspace` anywhere but in text fields.
   */
  keyScope: 'canvas' | 'workspace';
  /** Whether it exists in this workspace at all (simple mode, read-only access). */
  isAvailable(ctx: ActionContext): boolean;
  /** Whether it can run right now. */
  isEnabled?(state: EditorState): boolean;
  /** For toggles such as tools: whether it is the current one (aria-pressed). */
  isActive?(state: EditorState): boolean;
  perform(ctx: ActionContext): void;
}

/** Runs an action if it is available and enabled; returns whether it ran. */
export function performAction(action: ReviewAction, ctx: ActionContext): boolean {
  if (!action.isAvailable(ctx)) return false;
  if (action.isEnabled && !action.isEnabled(ctx.editor.state)) return false;
  ctx.editor.draft.transact(() => action.perform(ctx), action.undoable);
  return true;
}
