import type { Point, Rect } from '../model/geometry';
import { pageToScreen, type Viewport } from '../model/viewport';
import type { SnapGuide } from './use-snapped-segment';

export interface Segment {
  a: Point;
  b: Point;
}

interface Props {
  viewport: Viewport;
  kind: 'ruler' | 'box' | 'calibrate';
  segment: Segment | null;
  /** The reading shown by the line or box (already formatted). */
  label: string | null;
  cursor: Point | null;
  /** Where an end snapped, and to what on each axis: drawn as short guides along the edge. */
  guides: readonly SnapGuide[];
  /** Trim and bleed boxes to outline (compare may show two versions' boxes in one panel). */
  trim: readonly Rect[];
  bleed: readonly Rect[];
}

const screenRect = (v: Viewport, r: Rect) => {
  const p = pageToScreen(v, r);
  return { x: p.x, y: p.y, width: r.width * v.scale, height: r.height * v.scale };
};

/** Lines, boxes and page boxes in screen pixels, redrawn with the viewport (never scaled strokes). */
export function MeasureGraphics(props: Props) {
  const { viewport, kind, segment, label, cursor, guides, trim, bleed } = props;
  const a = segment && pageToScreen(viewport, segment.a);
  const b = segment && pageToScreen(viewport, segment.b);
  const c = cursor && pageToScreen(viewport, cursor);
  const colour = kind === 'calibrate' ? '#c2410c' : '#1d4ed8';
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 h-full w-full overflow-visible"
    >
      {bleed.map((box, i) => (
        <rect
          key={`bleed-${i}`}
          data-page-box="bleed"
          {...screenRect(viewport, box)}
          fill="none"
          stroke="#0e7490"
          strokeDasharray="6 4"
          strokeWidth={1.5}
        />
      ))}
      {trim.map((box, i) => (
        <rect
          key={`trim-${i}`}
          data-page-box="trim"
          {...screenRect(viewport, box)}
          fill="none"
          stroke="#be185d"
          strokeWidth={1.5}
        />
      ))}
      {a && b && kind === 'box' && (
        <rect
          x={Math.min(a.x, b.x)}
          y={Math.min(a.y, b.y)}
          width={Math.abs(b.x - a.x)}
          height={Math.abs(b.y - a.y)}
          fill="rgba(29,78,216,0.08)"
          stroke={colour}
          strokeWidth={2}
        />
      )}
      {a && b && kind !== 'box' && (
        <>
          <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="white" strokeWidth={5} />
          <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={colour} strokeWidth={2} />
          <circle cx={a.x} cy={a.y} r={4} fill={colour} stroke="white" />
          <circle cx={b.x} cy={b.y} r={4} fill={colour} stroke="white" />
        </>
      )}
      {a && b && label && (
        <text
          x={(a.x + b.x) / 2}
          y={Math.min(a.y, b.y) - 10}
          textAnchor="middle"
          className="text-sm font-semibold"
          fill="#0f172a"
          stroke="white"
          strokeWidth={4}
          paintOrder="stroke"
        >
          {label}
        </text>
      )}
      {guides.map((guide, end) => (
        // One per end of the segment; both ends sit on one point while a drag starts.
        <SnapGuideMark key={end} guide={guide} viewport={viewport} />
      ))}
      {c && (
        <g stroke="#0f172a" strokeWidth={1.5}>
          <line x1={c.x - 12} y1={c.y} x2={c.x + 12} y2={c.y} />
          <line x1={c.x} y1={c.y - 12} x2={c.x} y2={c.y + 12} />
        </g>
      )}
    </svg>
  );
}

/** Guide length each side of the point, in CSS pixels. */
const GUIDE = 18;
// Artwork edges in green, page and box edges in the ruler's blue: the reviewer sees which.
const GUIDE_COLOUR = { edge: '#15803d', line: '#1d4ed8' } as const;

function SnapGuideMark({ guide, viewport }: { guide: SnapGuide; viewport: Viewport }) {
  const p = pageToScreen(viewport, guide.at);
  const lines = [
    guide.x && { kind: guide.x, axis: 'x', x1: p.x, y1: p.y - GUIDE, x2: p.x, y2: p.y + GUIDE },
    guide.y && { kind: guide.y, axis: 'y', x1: p.x - GUIDE, y1: p.y, x2: p.x + GUIDE, y2: p.y },
  ].filter((line) => !!line);
  return (
    <g data-snap-guide="">
      {lines.map(({ kind, axis, ...ends }) => (
        <g key={axis} data-snapped-to={kind}>
          <line {...ends} stroke="white" strokeWidth={5} />
          <line {...ends} stroke={GUIDE_COLOUR[kind]} strokeWidth={2} strokeDasharray="4 3" />
        </g>
      ))}
    </g>
  );
}
