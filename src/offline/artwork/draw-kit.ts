import type { DrawingContext, Raster } from '@/offline/platform/processing/types';

/** Draws one artwork onto a context of the given pixel size. */
export type ArtworkPainter = (ctx: DrawingContext, width: number, height: number) => void;

/** Paints on a fresh surface of the raster and encodes it (PNG, or JPEG at the given quality). */
export async function paint(
  raster: Raster,
  width: number,
  height: number,
  painter: ArtworkPainter,
  jpegQuality?: number,
): Promise<Uint8Array> {
  const surface = raster.createSurface(width, height);
  try {
    // A canvas' text direction defaults to "inherit": in a page whose UI is in Hebrew that is
    // right-to-left, and the demo's English packaging copy came out mirrored and garbled.
    // Artwork never depends on the UI's language.
    surface.context.direction = 'ltr';
    painter(surface.context, width, height);
    return jpegQuality === undefined
      ? await surface.encodePng()
      : await surface.encodeJpeg(jpegQuality);
  } finally {
    surface.release();
  }
}

/** A seeded generator (mulberry32): the same artwork every time, in every environment. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface FontSpec {
  size: number;
  weight?: 'normal' | 'bold';
  style?: 'normal' | 'italic';
  family?: 'serif' | 'sans-serif' | 'monospace';
}

export function font({
  size,
  weight = 'normal',
  style = 'normal',
  family = 'sans-serif',
}: FontSpec): string {
  return `${style} ${weight} ${Math.round(size)}px ${family}`;
}

/** Sets the largest font up to `spec.size` at which `text` fits `maxWidth`. */
function fitFont(ctx: DrawingContext, text: string, maxWidth: number, spec: FontSpec): number {
  let size = spec.size;
  ctx.font = font({ ...spec, size });
  while (size > 6 && ctx.measureText(text).width > maxWidth) {
    size -= 1;
    ctx.font = font({ ...spec, size });
  }
  return size;
}

/** Fills `text` centred on x, shrunk to fit `maxWidth`. */
export function centredText(
  ctx: DrawingContext,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  spec: FontSpec,
): void {
  fitFont(ctx, text, maxWidth, spec);
  ctx.textAlign = 'center';
  ctx.fillText(text, x, y);
  ctx.textAlign = 'left';
}

/** Fills word-wrapped text from (x, y) downwards; returns the y below the last line. */
export function wrappedText(
  ctx: DrawingContext,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  lineHeight: number,
): number {
  let line = '';
  let cursor = y;
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(candidate).width > maxWidth) {
      ctx.fillText(line, x, cursor);
      cursor += lineHeight;
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) {
    ctx.fillText(line, x, cursor);
    cursor += lineHeight;
  }
  return cursor;
}

/** A starburst ("NEW!") with `points` spikes, filled. */
export function starburst(
  ctx: DrawingContext,
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
): void {
  ctx.beginPath();
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    ctx.lineTo(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle));
  }
  ctx.closePath();
  ctx.fill();
}

/** A stylized leaf: two arcs between its tip and its base, with a midrib. */
export function leaf(
  ctx: DrawingContext,
  x: number,
  y: number,
  length: number,
  angle: number,
  colour: string,
): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.quadraticCurveTo(length / 2, -length / 3, length, 0);
  ctx.quadraticCurveTo(length / 2, length / 3, 0, 0);
  ctx.fill();
  ctx.strokeStyle = 'rgba(255,255,255,0.35)';
  ctx.lineWidth = Math.max(1, length / 40);
  ctx.beginPath();
  ctx.moveTo(length * 0.05, 0);
  ctx.lineTo(length * 0.9, 0);
  ctx.stroke();
  ctx.restore();
}

/** A glossy berry: a filled circle with a highlight. */
export function berry(ctx: DrawingContext, x: number, y: number, r: number, colour: string): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.45)';
  ctx.beginPath();
  ctx.arc(x - r * 0.35, y - r * 0.35, r * 0.28, 0, Math.PI * 2);
  ctx.fill();
}
