import type { DrawingContext } from '@/offline/platform/processing/types';
import type { Box } from './carton-dieline';
import type { CartonTheme } from './carton-theme';
import { font, wrappedText } from './draw-kit';
import { drawEan13, ean13 } from './ean13';
import { drawNutritionTable, nutritionRows } from './nutrition';

export function fill(ctx: DrawingContext, box: Box, colour: string): void {
  ctx.fillStyle = colour;
  ctx.fillRect(box.x, box.y, box.w, box.h);
}

/** Back: brand story and the nutrition table (or the brewing steps). */
export function backPanel(ctx: DrawingContext, theme: CartonTheme, p: Box): void {
  const { main, light, ink } = theme.colours;
  fill(ctx, p, light);
  ctx.fillStyle = main;
  ctx.font = font({ size: 34, weight: 'bold', family: 'serif' });
  ctx.fillText(theme.back.heading, p.x + 30, p.y + 70);
  ctx.font = font({ size: 21 });
  let y = wrappedText(ctx, theme.back.story, p.x + 30, p.y + 112, p.w - 60, 28);
  if (theme.back.nutrition) {
    y += drawNutritionTable(
      ctx,
      nutritionRows(theme.back.nutrition),
      p.x + 30,
      y + 10,
      p.w - 60,
      30,
    );
  }
  theme.back.steps?.forEach((step, i) => {
    ctx.fillStyle = main;
    ctx.beginPath();
    ctx.arc(p.x + 48, y + 22, 18, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = light;
    ctx.font = font({ size: 20, weight: 'bold' });
    ctx.fillText(String(i + 1), p.x + 42, y + 29);
    ctx.fillStyle = ink;
    ctx.font = font({ size: 20 });
    y = wrappedText(ctx, step, p.x + 80, y + 29, p.w - 110, 26) + 14;
  });
  ctx.fillStyle = ink;
  ctx.font = font({ size: 18 });
  wrappedText(ctx, theme.back.recycling, p.x + 30, y + 44, p.w - 60, 24);
}

/** Left side: a short text and the barcode area. */
export function leftPanel(ctx: DrawingContext, theme: CartonTheme, p: Box): void {
  fill(ctx, p, '#ffffff');
  ctx.fillStyle = theme.colours.main;
  ctx.font = font({ size: 20, weight: 'bold' });
  ctx.fillText(theme.left.heading, p.x + 16, p.y + 50);
  ctx.font = font({ size: 19 });
  wrappedText(ctx, theme.left.text, p.x + 16, p.y + 84, p.w - 32, 25);
  // Barcode area: kept clear of artwork with its quiet zone.
  const module = (p.w - 20) / 113;
  drawEan13(ctx, ean13(theme.left.gtin12), p.x + 10, p.y + p.h - 190, module, 130);
}

/** Right side: ingredients with allergens, storage and the producer. */
export function rightPanel(ctx: DrawingContext, theme: CartonTheme, p: Box): void {
  fill(ctx, p, '#ffffff');
  ctx.fillStyle = theme.colours.ink;
  ctx.font = font({ size: 22, weight: 'bold' });
  ctx.fillText('Ingredients', p.x + 16, p.y + 50);
  ctx.font = font({ size: 18 });
  let y = wrappedText(ctx, theme.right.ingredients, p.x + 16, p.y + 82, p.w - 32, 23);
  ctx.font = font({ size: 18, weight: 'bold' });
  y = wrappedText(ctx, theme.right.allergens, p.x + 16, y + 10, p.w - 32, 23);
  ctx.font = font({ size: 17 });
  y = wrappedText(ctx, theme.right.storage, p.x + 16, y + 24, p.w - 32, 22);
  wrappedText(ctx, theme.right.producer, p.x + 16, y + 14, p.w - 32, 22);
}
