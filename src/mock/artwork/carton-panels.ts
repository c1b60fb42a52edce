import type { DrawingContext } from '@/mock/processing/types';
import type { Box } from './carton-dieline';
import { font, wrappedText } from './draw-kit';
import { drawEan13, ean13 } from './ean13';
import { drawNutritionTable, nutritionRows } from './nutrition';

/** Morning Harbour brand colours. */
export const NAVY = '#18305a';
export const OAT = '#efe2c4';
export const HONEY = '#e3a21a';
export const INK = '#1b1b1b';

export function fill(ctx: DrawingContext, box: Box, colour: string): void {
  ctx.fillStyle = colour;
  ctx.fillRect(box.x, box.y, box.w, box.h);
}

/** Back: brand story and the nutrition table. */
export function backPanel(ctx: DrawingContext, p: Box): void {
  fill(ctx, p, OAT);
  ctx.fillStyle = NAVY;
  ctx.font = font({ size: 34, weight: 'bold', family: 'serif' });
  ctx.fillText('Our harbour mornings', p.x + 30, p.y + 70);
  ctx.font = font({ size: 21 });
  const y = wrappedText(
    ctx,
    'Every batch is baked slowly in our harbour-side bakery until the clusters turn golden. ' +
      'Enjoy with cold milk, yoghurt or fresh berries.',
    p.x + 30,
    p.y + 112,
    p.w - 60,
    28,
  );
  const rows = nutritionRows({
    kj: 1860,
    kcal: 444,
    fat: 15.2,
    saturates: 2.1,
    carbohydrate: 63.0,
    sugars: 18.5,
    fibre: 7.9,
    protein: 10.1,
    salt: 0.05,
  });
  const tableHeight = drawNutritionTable(ctx, rows, p.x + 30, y + 10, p.w - 60, 30);
  ctx.fillStyle = INK;
  ctx.font = font({ size: 18 });
  wrappedText(
    ctx,
    'Carton: recycle with paper. Inner bag: recycle with soft plastics.',
    p.x + 30,
    y + tableHeight + 44,
    p.w - 60,
    24,
  );
}

/** Left side: serving suggestion and the barcode area. */
export function leftPanel(ctx: DrawingContext, p: Box): void {
  fill(ctx, p, '#ffffff');
  ctx.fillStyle = NAVY;
  ctx.font = font({ size: 20, weight: 'bold' });
  ctx.fillText('Serving suggestion', p.x + 16, p.y + 50);
  ctx.font = font({ size: 19 });
  wrappedText(
    ctx,
    '45 g granola with 125 ml semi-skimmed milk and a handful of berries.',
    p.x + 16,
    p.y + 84,
    p.w - 32,
    25,
  );
  // Barcode area: kept clear of artwork with its quiet zone.
  const module = (p.w - 20) / 113;
  drawEan13(ctx, ean13('209876500123'), p.x + 10, p.y + p.h - 190, module, 130);
}

/** Right side: ingredients with allergens, storage and the producer. */
export function rightPanel(ctx: DrawingContext, p: Box): void {
  fill(ctx, p, '#ffffff');
  ctx.fillStyle = INK;
  ctx.font = font({ size: 22, weight: 'bold' });
  ctx.fillText('Ingredients', p.x + 16, p.y + 50);
  ctx.font = font({ size: 18 });
  let y = wrappedText(
    ctx,
    'Wholegrain OATS (62%), honey (12%), rapeseed oil, sugar, ALMONDS (5%), dried cranberries (3%), BARLEY flakes, sea salt.',
    p.x + 16,
    p.y + 82,
    p.w - 32,
    23,
  );
  ctx.font = font({ size: 18, weight: 'bold' });
  y = wrappedText(
    ctx,
    'Allergens in CAPITALS. May contain other nuts.',
    p.x + 16,
    y + 10,
    p.w - 32,
    23,
  );
  ctx.font = font({ size: 17 });
  y = wrappedText(
    ctx,
    'Store in a cool, dry place. Best before: see top.',
    p.x + 16,
    y + 24,
    p.w - 32,
    22,
  );
  wrappedText(
    ctx,
    'Morning Harbour Foods Ltd, 4 Quay Street, Whitby YO21 1DH, United Kingdom.',
    p.x + 16,
    y + 14,
    p.w - 32,
    22,
  );
}
