import type { DrawingContext } from '@/mock/processing/types';
import { CREASE_COLOUR, CUT_COLOUR, cartonLayout, drawDieline, type Box } from './carton-dieline';
import { backPanel, fill, HONEY, INK, leftPanel, NAVY, OAT, rightPanel } from './carton-panels';
import { centredText, font, seededRandom, type ArtworkPainter } from './draw-kit';

/** Pixel size of the carton flat sheet. */
export const CARTON_FLAT_SIZE = { width: 1800, height: 1400 } as const;

function granolaBowl(ctx: DrawingContext, cx: number, cy: number, r: number): void {
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.ellipse(cx, cy, r, r * 0.6, 0, 0, Math.PI);
  ctx.fill();
  ctx.fillStyle = '#e9e4da';
  ctx.beginPath();
  ctx.ellipse(cx, cy, r, r * 0.3, 0, 0, Math.PI * 2);
  ctx.fill();
  const random = seededRandom(11);
  for (let i = 0; i < 70; i++) {
    const a = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * r * 0.9;
    ctx.fillStyle = ['#c98b3b', '#a8672a', '#e0b46a', '#7a1f3d'][i % 4] ?? HONEY;
    ctx.beginPath();
    ctx.ellipse(cx + Math.cos(a) * d, cy - 6 + Math.sin(a) * d * 0.25, 9, 6, a, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = '#d6d6d6';
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.ellipse(cx, cy, r, r * 0.3, 0, 0, Math.PI * 2);
  ctx.stroke();
}

function frontPanel(ctx: DrawingContext, p: Box): void {
  fill(ctx, p, NAVY);
  const cx = p.x + p.w / 2;
  ctx.fillStyle = HONEY;
  ctx.fillRect(p.x, p.y + 60, p.w, 16);
  ctx.fillStyle = OAT;
  centredText(ctx, 'MORNING HARBOUR', cx, p.y + 150, p.w - 60, {
    size: 50,
    weight: 'bold',
    family: 'serif',
  });
  ctx.fillStyle = HONEY;
  centredText(ctx, 'Oat & Honey', cx, p.y + 240, p.w - 60, {
    size: 76,
    weight: 'bold',
    family: 'serif',
  });
  ctx.fillStyle = OAT;
  centredText(ctx, 'GRANOLA', cx, p.y + 300, p.w - 60, { size: 48, weight: 'bold' });
  granolaBowl(ctx, cx, p.y + 372, 140);
  ctx.fillStyle = OAT;
  centredText(ctx, 'Baked with Scandinavian oats and wildflower honey', cx, p.y + 510, p.w - 70, {
    size: 22,
    style: 'italic',
  });
  ctx.font = font({ size: 34, weight: 'bold' });
  ctx.fillText('500 g \u212e', p.x + 30, p.y + p.h - 30);
}

function titleBlock(ctx: DrawingContext, width: number, height: number): void {
  const y = height - 120;
  ctx.fillStyle = '#f2f2f2';
  ctx.fillRect(40, y, width - 80, 90);
  ctx.strokeStyle = '#555555';
  ctx.lineWidth = 2;
  ctx.strokeRect(40, y, width - 80, 90);
  ctx.fillStyle = INK;
  ctx.font = font({ size: 22, weight: 'bold' });
  ctx.fillText(
    'JOB 24-117  Morning Harbour Oat & Honey Granola 500 g  \u00b7  Carton flat, reverse tuck end  \u00b7  Rev. B',
    60,
    y + 36,
  );
  ctx.font = font({ size: 19 });
  ctx.fillText(
    'Face 190 x 240 mm, depth 88 mm  \u00b7  Board: 350 gsm GC1  \u00b7  CMYK + varnish  \u00b7  Not to scale',
    60,
    y + 70,
  );
  const legend = [
    ['Cut', CUT_COLOUR, []],
    ['Crease', CREASE_COLOUR, [14, 8]],
  ] as const;
  legend.forEach(([label, colour, dash], i) => {
    const x = width - 360 + i * 160;
    ctx.strokeStyle = colour;
    ctx.lineWidth = 3;
    ctx.setLineDash([...dash]);
    ctx.beginPath();
    ctx.moveTo(x, y + 45);
    ctx.lineTo(x + 50, y + 45);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = INK;
    ctx.fillText(label, x + 60, y + 52);
  });
}

/** A carton flat (dieline with artwork) of a granola box for the invented brand Morning Harbour. */
export const paintCartonFlat: ArtworkPainter = (ctx, width, height) => {
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  const c = cartonLayout(130, 310, 480, 220, 600, 70);
  fill(ctx, c.topClosure, NAVY);
  fill(ctx, c.topTuck, NAVY);
  fill(ctx, c.bottomClosure, OAT);
  fill(ctx, c.bottomTuck, OAT);
  ctx.fillStyle = OAT;
  centredText(
    ctx,
    'MORNING HARBOUR',
    c.topClosure.x + c.topClosure.w / 2,
    c.topClosure.y + 90,
    c.topClosure.w - 60,
    { size: 40, weight: 'bold', family: 'serif' },
  );
  ctx.fillStyle = INK;
  ctx.font = font({ size: 18 });
  ctx.strokeStyle = INK;
  ctx.setLineDash([6, 4]);
  ctx.strokeRect(c.topClosure.x + 120, c.topClosure.y + 120, 240, 50);
  ctx.setLineDash([]);
  ctx.fillStyle = OAT;
  ctx.fillText('Best before / lot', c.topClosure.x + 170, c.topClosure.y + 152);
  // Glue area stays unprinted: hatched to show it.
  ctx.strokeStyle = '#bbbbbb';
  ctx.lineWidth = 2;
  for (let y = c.glue.y; y < c.glue.y + c.glue.h; y += 18) {
    ctx.beginPath();
    ctx.moveTo(c.glue.x, y);
    ctx.lineTo(c.glue.x + c.glue.w, y + 18);
    ctx.stroke();
  }
  backPanel(ctx, c.back);
  leftPanel(ctx, c.left);
  frontPanel(ctx, c.front);
  rightPanel(ctx, c.right);
  drawDieline(ctx, c);
  ctx.fillStyle = '#999999';
  ctx.font = font({ size: 18, weight: 'bold' });
  ctx.fillText('GLUE', c.glue.x + 8, c.glue.y + c.glue.h / 2);
  titleBlock(ctx, width, height);
};
