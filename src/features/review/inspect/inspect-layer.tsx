import { lazy, Suspense, useEffect } from 'react';
import type { RefObject } from 'react';
import type { Asset } from '@/api/types';
import type { PageImages } from '../canvas/page-images';
import type { ReviewEditor } from '../editor/review-editor';
import { useEditorState } from '../hooks/use-editor-state';
import { isTextEntry } from '../model/shortcuts';
import { setInspect, toggleTool, useInspectStore } from './inspect-store';
import { INSPECT_TOOLS } from './inspect-toolbar';

// The tools, their maths and file readers load on first use only. A new page or tool
// starts afresh (keyed), the file's scale and the calibration are read again.
const InspectOverlay = lazy(() => import('./inspect-overlay'));

export interface InspectProps {
  asset: Asset;
  /** The original file may be fetched (its scale, inks and CMYK values come from it). */
  canDownload: boolean;
  /** A measurement may be kept as an annotation. */
  canAnnotate: boolean;
}

interface Props extends InspectProps {
  editor: ReviewEditor;
  images: PageImages | null;
  wrapperRef: RefObject<HTMLDivElement | null>;
}

/** The measure and colour tools over the canvas, and their keys (M, B, I; Escape leaves). */
export function InspectLayer(props: Props) {
  const { editor } = props;
  const tool = useInspectStore((s) => s.tool);
  const page = useEditorState(editor, (s) => s.page);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTextEntry(event.target)) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      if (editor.state.dialog !== null) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"], dialog[open]'))
        return;
      const match = INSPECT_TOOLS.find((t) => t.key === event.key.toLowerCase());
      if (match) {
        event.preventDefault();
        toggleTool(match.id);
      } else if (event.key === 'Escape' && useInspectStore.getState().tool) {
        event.preventDefault();
        setInspect({ tool: null });
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // Choosing a review tool (select, hand, a shape) puts the inspect tool away.
    const unsubscribe = editor.store.subscribe((state, previous) => {
      if (state.tool !== previous.tool) setInspect({ tool: null });
    });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unsubscribe();
      setInspect({ tool: null });
    };
  }, [editor]);

  if (!tool) return null;
  return (
    <Suspense fallback={null}>
      <InspectOverlay key={`${tool}:${page}`} {...props} tool={tool} />
    </Suspense>
  );
}
