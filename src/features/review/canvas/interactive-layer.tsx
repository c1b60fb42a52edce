import { useMemo } from 'react';
import { Layer } from './konva-nodes';
import type { ReviewEditor } from '../editor/review-editor';
import { denormalizePoints, type PageShape } from '../model/geometry';
import { markerRadius, type SceneItem } from '../model/hit-test';
import { gestureShape } from '../model/tool-machine';
import { useEditorState } from '../hooks/use-editor-state';
import { ShapeNode } from './shape-node';

interface Props {
  editor: ReviewEditor;
  items: readonly SceneItem[];
}

/** Re-renders on zoom only while it has something to show. */
function Scaled({
  editor,
  shape,
  variant,
}: {
  editor: ReviewEditor;
  shape: PageShape;
  variant: 'draft' | 'drawing' | 'selected';
}) {
  const scale = useEditorState(editor, (s) => s.viewport.scale);
  const pageSize = useEditorState(editor, (s) => s.pageSize);
  const markerPx = markerRadius(pageSize, scale);
  if (variant === 'selected') {
    return (
      <>
        <ShapeNode
          shape={{ ...shape, color: '#ffffff' }}
          scale={scale}
          markerPx={markerPx}
          width={7}
        />
        <ShapeNode shape={shape} scale={scale} markerPx={markerPx} width={3} />
      </>
    );
  }
  return (
    <ShapeNode
      shape={shape}
      scale={scale}
      markerPx={markerPx}
      width={2}
      dash={variant === 'draft' ? [6, 4] : undefined}
    />
  );
}

/**
 * The second Konva layer (excalidraw's InteractiveCanvas): the shape being drawn, the draft
 * waiting for its comment, and the selection outline. The static layer never redraws for them.
 */
export function InteractiveLayer({ editor, items }: Props) {
  const gesture = useEditorState(editor, (s) => s.gesture);
  const draft = useEditorState(editor, (s) => s.draft);
  const selection = useEditorState(editor, (s) => s.selection);
  const pageSize = useEditorState(editor, (s) => s.pageSize);
  const color = useEditorState(editor, (s) => s.color);

  const drawing = gestureShape(gesture);
  const draftShape = useMemo<PageShape | null>(
    () =>
      draft && pageSize
        ? {
            type: draft.shape.type,
            points: denormalizePoints(draft.shape.points, pageSize),
            color: draft.shape.color ?? color,
          }
        : null,
    [draft, pageSize, color],
  );
  const selected = selection ? items.find((item) => item.id === selection) : undefined;
  // An empty layer is hidden: its canvas then costs the browser nothing to composite on every pan frame.
  const empty = !selected && !draftShape && !drawing;

  return (
    <Layer listening={false} visible={!empty}>
      {selected && <Scaled editor={editor} shape={selected.shape} variant="selected" />}
      {draftShape && <Scaled editor={editor} shape={draftShape} variant="draft" />}
      {drawing && <Scaled editor={editor} shape={{ ...drawing, color }} variant="drawing" />}
    </Layer>
  );
}
