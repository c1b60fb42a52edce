import { useEffect, useMemo } from 'react';
import type { ReviewEditor } from '../editor/review-editor';
import { denormalizePoints, type Size } from '../model/geometry';
import { sceneItem, type SceneItem } from '../model/hit-test';
import {
  markerNumbers,
  matchesFilter,
  type AnnotationFilter,
  type Thread,
  type Viewer,
} from '../model/threads';

const DEFAULT_COLOR = '#e03131';

/**
 * The seam between server state and the editor: the current page's threads that pass the
 * filter and have a shape, in page pixels, handed to the editor for hit testing and to the
 * canvas for drawing.
 */
export function useSceneItems(
  editor: ReviewEditor,
  threads: readonly Thread[] | undefined,
  pageSize: Size | null,
  filter: AnnotationFilter,
  viewer: Viewer,
): readonly SceneItem[] {
  const { userUID, fullName } = viewer;
  const items = useMemo(() => {
    if (!threads || !pageSize) return [];
    const who = { userUID, fullName };
    const numbers = markerNumbers(threads);
    return threads.flatMap(({ annotation }) => {
      const shape = annotation.shape;
      if (!shape || !matchesFilter(annotation, filter, who)) return [];
      const points = denormalizePoints(shape.points, pageSize);
      return [
        sceneItem(
          annotation.annotationUID,
          { type: shape.type, points, color: shape.color ?? DEFAULT_COLOR },
          annotation.isCompleted,
          numbers.get(annotation.annotationUID),
        ),
      ];
    });
  }, [threads, pageSize, filter, userUID, fullName]);

  useEffect(() => editor.setSceneItems(items), [editor, items]);
  return items;
}
