import { useStore } from 'zustand';
import type { EditorState } from '../editor/editor-state';
import type { ReviewEditor } from '../editor/review-editor';

/** Subscribes a component to one slice of the editor's session state. */
export function useEditorState<T>(editor: ReviewEditor, selector: (state: EditorState) => T): T {
  return useStore(editor.store, selector);
}
