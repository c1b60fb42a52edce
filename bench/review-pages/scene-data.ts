/** Deterministic annotations and page pictures for the review canvas benchmarks. */
import type { AnnotationShape } from '@/api/types';

export const PAGE = { width: 6000, height: 6000 };
export const COLORS = ['#e03131', '#f08c00', '#2f9e44', '#1971c2', '#9c36b5', '#212529'];

/** Mulberry32: the same scene on every run. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` annotations as the service stores them: shapes normalized to the page. */
export function makeShapes(count: number): AnnotationShape[] {
  const next = random(count);
  const shapes: AnnotationShape[] = [];
  for (let i = 0; i < count; i++) {
    const x = next() * 0.95;
    const y = next() * 0.95;
    const w = 0.004 + next() * 0.045;
    const h = 0.004 + next() * 0.045;
    const color = COLORS[i % COLORS.length] ?? '#e03131';
    const kind = next();
    if (kind < 0.3) shapes.push({ type: 'rect', points: [x, y, x + w, y + h], color });
    else if (kind < 0.5) shapes.push({ type: 'ellipse', points: [x, y, x + w, y + h], color });
    else if (kind < 0.7) shapes.push({ type: 'arrow', points: [x, y, x + w, y + h], color });
    else if (kind < 0.85) {
      const points: number[] = [];
      for (let p = 0; p < 8; p++) points.push(x + (w * p) / 7, y + h * next());
      shapes.push({ type: 'freehand', points, color });
    } else shapes.push({ type: 'pin', points: [x, y], color });
  }
  return shapes;
}

/** A page overview like the viewer decodes: 2048 x 2048 pixels of artwork-like content. */
export async function makeOverview(): Promise<ImageBitmap> {
  const canvas = new OffscreenCanvas(2048, 2048);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  const gradient = ctx.createLinearGradient(0, 0, 2048, 2048);
  gradient.addColorStop(0, '#f8f0e3');
  gradient.addColorStop(1, '#c9a66b');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, 2048, 2048);
  const next = random(7);
  for (let i = 0; i < 400; i++) {
    ctx.fillStyle = `hsl(${Math.floor(next() * 360)} 50% 50% / 0.5)`;
    ctx.fillRect(next() * 2048, next() * 2048, next() * 200, next() * 200);
  }
  ctx.fillStyle = '#222';
  ctx.font = '48px serif';
  for (let row = 0; row < 40; row++)
    ctx.fillText('ACME ROAST · SINGLE ORIGIN · 250 g', 40, 60 + row * 50);
  return createImageBitmap(canvas);
}
