import type { DrawingContext } from '@/offline/platform/processing/types';
import { CREASE_COLOUR, CUT_COLOUR, cartonLayout, drawDieline, type Box } from './carton-dieline';
import { backPanel, fill, leftPanel, rightPanel } from './carton-panels';
import type { CartonTheme } from './carton-theme';
import { centredText, font, seededRandom, type ArtworkPainter } from './draw-kit';

/** Pixel size of the carton flat sheet. */
export const CARTON_FLAT_SIZE = { width: 1800, height: 1400 } as const;

/** Where the flat's panels are (element-boxes.ts places the review's elements from it). */
export const CARTON_FLAT_LAYOUT = cartonLayout(130, 310, 480, 220, 600, 70);

function granolaBowl(ctx: DrawingContext, cx: number, cy: number, r: number, honey: string): void {
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
    ctx.fillStyle = ['#c98b3b', '#a8672a', '#e0b46a', '#7a1f3d'][i % 4] ?? honey;
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

/** A cup of pale tea on a saucer with jasmine blossoms. */
function teacup(ctx: DrawingContext, cx: number, cy: number, r: number, leafColour: string): void {
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.ellipse(cx, cy + r * 0.55, r * 1.2, r * 0.22, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(cx, cy, r, r * 0.75, 0, 0, Math.PI);
  ctx.fill();
  ctx.fillStyle = '#d9c77a';
  ctx.beginPath();
  ctx.ellipse(cx, cy, r * 0.92, r * 0.22, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 12;
  ctx.beginPath();
  ctx.arc(cx + r * 1.02, cy + r * 0.25, r * 0.25, -Math.PI / 2, Math.PI / 2);
  ctx.stroke();
  const random = seededRandom(5);
  for (let i = 0; i < 5; i++) {
    const bx = cx - r * 1.1 + i * r * 0.55;
    const by = cy - r * 0.55 - random() * 20;
    ctx.fillStyle = leafColour;
    ctx.beginPath();
    ctx.ellipse(bx + 14, by + 16, 16, 6, 0.6, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    for (let petal = 0; petal < 5; petal++) {
      const a = (petal * Math.PI * 2) / 5;
      ctx.beginPath();
      ctx.ellipse(bx + Math.cos(a) * 9, by + Math.sin(a) * 9, 9, 5, a, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = '#f2d16b';
    ctx.beginPath();
    ctx.arc(bx, by, 4, 0, Math.PI * 2);
    ctx.fill();
  }
}

function frontPanel(ctx: DrawingContext, theme: CartonTheme, p: Box): void {
  const { main, light, accent } = theme.colours;
  fill(ctx, p, main);
  const cx = p.x + p.w / 2;
  ctx.fillStyle = accent;
  ctx.fillRect(p.x, p.y + 60, p.w, 16);
  ctx.fillStyle = light;
  centredText(ctx, theme.brand.toUpperCase(), cx, p.y + 150, p.w - 60, {
    size: 50,
    weight: 'bold',
    family: 'serif',
  });
  ctx.fillStyle = accent;
  centredText(ctx, theme.product, cx, p.y + 240, p.w - 60, {
    size: 76,
    weight: 'bold',
    family: 'serif',
  });
  ctx.fillStyle = light;
  centredText(ctx, theme.kind, cx, p.y + 300, p.w - 60, { size: 48, weight: 'bold' });
  if (theme.hero === 'bowl') granolaBowl(ctx, cx, p.y + 372, 140, accent);
  else teacup(ctx, cx, p.y + 390, 110, light);
  ctx.fillStyle = light;
  centredText(ctx, theme.tagline, cx, p.y + 510, p.w - 70, { size: 22, style: 'italic' });
  ctx.font = font({ size: 34, weight: 'bold' });
  ctx.fillText(`${theme.netQuantity} \u212e`, p.x + 30, p.y + p.h - 30);
}

function titleBlock(ctx: DrawingContext, theme: CartonTheme, width: number, height: number): void {
  const y = height - 120;
  ctx.fillStyle = '#f2f2f2';
  ctx.fillRect(40, y, width - 80, 90);
  ctx.strokeStyle = '#555555';
  ctx.lineWidth = 2;
  ctx.strokeRect(40, y, width - 80, 90);
  ctx.fillStyle = theme.colours.ink;
  ctx.font = font({ size: 22, weight: 'bold' });
  ctx.fillText(theme.titleBlock.job, 60, y + 36);
  ctx.font = font({ size: 19 });
  ctx.fillText(theme.titleBlock.spec, 60, y + 70);
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
    ctx.fillStyle = theme.colours.ink;
    ctx.fillText(label, x + 60, y + 52);
  });
}

/** A carton flat (dieline with artwork) of one demo product: its brand, name, colours and copy. */
export function paintCartonFlat(theme: CartonTheme): ArtworkPainter {
  return (ctx, width, height) => {
    const { main, light, ink } = theme.colours;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    const c = CARTON_FLAT_LAYOUT;
    fill(ctx, c.topClosure, main);
    fill(ctx, c.topTuck, main);
    fill(ctx, c.bottomClosure, light);
    fill(ctx, c.bottomTuck, light);
    ctx.fillStyle = light;
    centredText(
      ctx,
      theme.brand.toUpperCase(),
      c.topClosure.x + c.topClosure.w / 2,
      c.topClosure.y + 90,
      c.topClosure.w - 60,
      { size: 40, weight: 'bold', family: 'serif' },
    );
    ctx.font = font({ size: 18 });
    ctx.strokeStyle = ink;
    ctx.setLineDash([6, 4]);
    ctx.strokeRect(c.topClosure.x + 120, c.topClosure.y + 120, 240, 50);
    ctx.setLineDash([]);
    ctx.fillStyle = light;
    ctx.fillText(theme.topLine, c.topClosure.x + 170, c.topClosure.y + 152);
    // Glue area stays unprinted: hatched to show it.
    ctx.strokeStyle = '#bbbbbb';
    ctx.lineWidth = 2;
    for (let y = c.glue.y; y < c.glue.y + c.glue.h; y += 18) {
      ctx.beginPath();
      ctx.moveTo(c.glue.x, y);
      ctx.lineTo(c.glue.x + c.glue.w, y + 18);
      ctx.stroke();
    }
    backPanel(ctx, theme, c.back);
    leftPanel(ctx, theme, c.left);
    frontPanel(ctx, theme, c.front);
    rightPanel(ctx, theme, c.right);
    drawDieline(ctx, c);
    ctx.fillStyle = '#999999';
    ctx.font = font({ size: 18, weight: 'bold' });
    ctx.fillText('GLUE', c.glue.x + 8, c.glue.y + c.glue.h / 2);
    titleBlock(ctx, theme, width, height);
  };
}
