/**
 * The baseline: a bare Konva stage drawing the same page and shapes, written the way a
 * careful Konva developer would (non-listening, perfectDrawEnabled off, strokes that keep
 * their width on screen) and, for pan and zoom, a cached non-listening static layer.
 */
import Konva from 'konva';
import type { AnnotationShape } from '@/api/types';
import { PAGE } from './scene-data';

function node(shape: AnnotationShape): Konva.Shape {
  const p = shape.points.map((v, i) => v * (i % 2 === 0 ? PAGE.width : PAGE.height));
  const color = shape.color ?? '#e03131';
  const common = {
    stroke: color,
    strokeWidth: 2,
    strokeScaleEnabled: false,
    listening: false,
    perfectDrawEnabled: false,
  };
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = p;
  switch (shape.type) {
    case 'rect':
      return new Konva.Rect({
        x: x0,
        y: y0,
        width: x1 - x0,
        height: y1 - y0,
        fill: `${color}14`,
        ...common,
      });
    case 'ellipse':
      return new Konva.Ellipse({
        x: (x0 + x1) / 2,
        y: (y0 + y1) / 2,
        radiusX: (x1 - x0) / 2,
        radiusY: (y1 - y0) / 2,
        fill: `${color}14`,
        ...common,
      });
    case 'arrow':
      return new Konva.Arrow({
        points: p,
        pointerLength: 60,
        pointerWidth: 50,
        fill: color,
        ...common,
      });
    case 'freehand':
      return new Konva.Line({ points: p, lineCap: 'round', lineJoin: 'round', ...common });
    case 'pin':
      return new Konva.Circle({
        x: x0,
        y: y0,
        radius: 50,
        fill: color,
        ...common,
        stroke: '#ffffff',
      });
  }
}

export interface BareStage {
  stage: Konva.Stage;
  destroy(): void;
}

/** Mounts the stage with the page fitted; `cached` caches the static content at screen resolution. */
export function mountBare(
  container: HTMLDivElement,
  overview: ImageBitmap,
  shapes: readonly AnnotationShape[],
  cached: boolean,
): BareStage {
  const stage = new Konva.Stage({ container, width: 1280, height: 720, listening: false });
  const scale = Math.min((1280 - 48) / PAGE.width, (720 - 48) / PAGE.height);
  stage.scale({ x: scale, y: scale });
  stage.position({ x: (1280 - PAGE.width * scale) / 2, y: (720 - PAGE.height * scale) / 2 });
  const layer = new Konva.Layer({ listening: false });
  const group = new Konva.Group({ listening: false });
  group.add(
    new Konva.Image({
      image: overview,
      x: 0,
      y: 0,
      width: PAGE.width,
      height: PAGE.height,
      listening: false,
    }),
  );
  for (const shape of shapes) group.add(node(shape));
  layer.add(group);
  stage.add(layer);
  if (cached) group.cache({ pixelRatio: scale * (window.devicePixelRatio || 1) });
  layer.batchDraw();
  return { stage, destroy: () => stage.destroy() };
}
