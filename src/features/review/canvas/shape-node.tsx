import { Arrow, Circle, Ellipse, Line, Rect } from './konva-nodes';
import type { PageShape } from '../model/geometry';
import { boundsOf } from '../model/geometry';
import { PIN_RADIUS_PX } from '../model/hit-test';

export interface ShapeNodeProps {
  shape: PageShape;
  /** Current zoom, to keep pins and arrow heads their size on screen. */
  scale: number;
  /** A pin's radius in screen pixels (see markerRadius). */
  markerPx?: number;
  /** Line width in CSS pixels. */
  width?: number;
  dash?: number[] | undefined;
}

/**
 * One shape on the interactive layer (the draft, the stroke being drawn, the selection).
 * Lines keep their width on screen at any zoom (strokeScaleEnabled off); nothing listens,
 * since hit testing is the editor's own.
 */
export function ShapeNode({
  shape,
  scale,
  markerPx = PIN_RADIUS_PX,
  width = 2,
  dash,
}: ShapeNodeProps) {
  const common = {
    stroke: shape.color,
    strokeWidth: width,
    strokeScaleEnabled: false,
    listening: false,
    perfectDrawEnabled: false,
    ...(dash ? { dash } : {}),
  };
  const p = shape.points;
  switch (shape.type) {
    case 'pin':
      return (
        <Circle
          x={p[0] ?? 0}
          y={p[1] ?? 0}
          radius={markerPx / scale}
          fill={shape.color}
          {...common}
          stroke="#ffffff"
        />
      );
    case 'rect': {
      const b = boundsOf(p);
      return <Rect {...b} fill={`${shape.color}22`} {...common} />;
    }
    case 'ellipse': {
      const b = boundsOf(p);
      return (
        <Ellipse
          x={b.x + b.width / 2}
          y={b.y + b.height / 2}
          radiusX={b.width / 2}
          radiusY={b.height / 2}
          fill={`${shape.color}22`}
          {...common}
        />
      );
    }
    case 'arrow':
      return (
        <Arrow
          points={p}
          pointerLength={12 / scale}
          pointerWidth={10 / scale}
          fill={shape.color}
          lineCap="round"
          {...common}
        />
      );
    case 'freehand':
      return <Line points={p} lineCap="round" lineJoin="round" tension={0} {...common} />;
  }
}
