import type { DrawingContext } from '@/mock/processing/types';
import {
  berry,
  centredText,
  font,
  leaf,
  seededRandom,
  starburst,
  wrappedText,
  type ArtworkPainter,
} from './draw-kit';
import { drawEan13, ean13 } from './ean13';
import { drawNutritionTable, nutritionRows } from './nutrition';

/** Pixel size of the wrap-around jar label (about 228 x 81 mm at 200 dpi). */
export const JAM_LABEL_SIZE = { width: 1800, height: 640 } as const;

const RED = '#8e1730';
const CREAM = '#f7f0e1';
const FOREST = '#2f5d3a';
const GOLD = '#c9a227';
const INK = '#2a1a17';

/** What changes between version 1 and the "new recipe" version 2 of the label. */
interface JamRecipe {
  version: 1 | 2;
  netWeight: string;
  fruitPer100g: number;
  sugarsPer100g: number;
  kj: number;
  kcal: number;
}

const RECIPES: Readonly<Record<1 | 2, JamRecipe>> = {
  1: { version: 1, netWeight: '340 g', fruitPer100g: 55, sugarsPer100g: 48.5, kj: 1012, kcal: 238 },
  2: { version: 2, netWeight: '370 g', fruitPer100g: 70, sugarsPer100g: 33.9, kj: 765, kcal: 180 },
};

function backPanel(
  ctx: DrawingContext,
  recipe: JamRecipe,
  x: number,
  width: number,
  height: number,
): void {
  ctx.fillStyle = INK;
  ctx.font = font({ size: 26, weight: 'bold' });
  ctx.fillText('Ingredients', x, 70);
  ctx.font = font({ size: 21 });
  const ingredients =
    `Lingonberries, sugar, water, gelling agent: pectin; acidity regulator: citric acid. ` +
    `Prepared with ${recipe.fruitPer100g} g fruit per 100 g. Total sugar content ${Math.round(recipe.sugarsPer100g)} g per 100 g.`;
  let y = wrappedText(ctx, ingredients, x, 104, width, 28);
  y += 10;
  y += drawNutritionTable(
    ctx,
    nutritionRows({
      kj: recipe.kj,
      kcal: recipe.kcal,
      fat: 0.2,
      saturates: 0,
      carbohydrate: recipe.sugarsPer100g + 6.1,
      sugars: recipe.sugarsPer100g,
      protein: 0.3,
      salt: 0.01,
    }),
    x,
    y,
    width,
    30,
  );
  ctx.fillStyle = INK;
  ctx.font = font({ size: 19, style: 'italic' });
  wrappedText(
    ctx,
    'Once opened, keep refrigerated and eat within 4 weeks.',
    x,
    Math.min(y + 34, height - 40),
    width,
    24,
  );
}

function brandPanel(
  ctx: DrawingContext,
  recipe: JamRecipe,
  x: number,
  width: number,
  height: number,
): void {
  const cx = x + width / 2;
  ctx.fillStyle = RED;
  ctx.fillRect(x, 0, width, height);
  ctx.fillStyle = CREAM;
  ctx.beginPath();
  ctx.ellipse(cx, height / 2, width * 0.46, height * 0.44, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = GOLD;
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.ellipse(cx, height / 2, width * 0.44, height * 0.42, 0, 0, Math.PI * 2);
  ctx.stroke();

  ctx.fillStyle = FOREST;
  centredText(ctx, 'FJORD & FIELD', cx, 150, width * 0.7, {
    size: 44,
    weight: 'bold',
    family: 'serif',
  });
  ctx.fillStyle = RED;
  centredText(ctx, 'Lingonberry Jam', cx, 235, width * 0.78, {
    size: 86,
    weight: 'bold',
    family: 'serif',
  });
  ctx.fillStyle = INK;
  centredText(
    ctx,
    'Hand-picked Nordic berries, slow cooked in small batches',
    cx,
    280,
    width * 0.7,
    { size: 24, style: 'italic', family: 'serif' },
  );

  const random = seededRandom(7);
  for (let i = 0; i < 7; i++)
    leaf(ctx, cx - 150 + i * 50, 390 + random() * 20, 70, -0.6 + random() * 1.2, FOREST);
  for (let i = 0; i < 16; i++)
    berry(
      ctx,
      cx - 170 + random() * 340,
      370 + random() * 90,
      16 + random() * 10,
      i % 3 ? '#b3123a' : '#d0203f',
    );

  ctx.fillStyle = INK;
  centredText(ctx, `${recipe.netWeight} \u212e`, cx, height - 62, 200, {
    size: 34,
    weight: 'bold',
  });

  if (recipe.version === 2) {
    ctx.fillStyle = GOLD;
    starburst(ctx, x + width - 95, 105, 82, 62, 18);
    ctx.fillStyle = RED;
    centredText(ctx, 'NEW', x + width - 95, 98, 100, { size: 34, weight: 'bold' });
    centredText(ctx, 'RECIPE', x + width - 95, 130, 100, { size: 24, weight: 'bold' });
    ctx.fillStyle = FOREST;
    ctx.beginPath();
    ctx.roundRect(x + 40, height - 150, 210, 70, 35);
    ctx.fill();
    ctx.fillStyle = CREAM;
    centredText(ctx, '30% less sugar*', x + 145, height - 105, 190, { size: 26, weight: 'bold' });
  }
}

function legalPanel(
  ctx: DrawingContext,
  recipe: JamRecipe,
  x: number,
  width: number,
  height: number,
): void {
  ctx.fillStyle = INK;
  ctx.font = font({ size: 22, weight: 'bold' });
  ctx.fillText('Best before:', x, 70);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 2;
  ctx.setLineDash([8, 6]);
  ctx.strokeRect(x, 86, width, 64);
  ctx.setLineDash([]);
  ctx.font = font({ size: 16, style: 'italic' });
  ctx.fillText('Date and batch code printed here', x + 12, 124);

  ctx.font = font({ size: 20 });
  let y = wrappedText(
    ctx,
    'Produced for Fjord & Field Provisions AB, Bryggeriv\u00e4gen 12, 903 27 Ume\u00e5, Sweden.',
    x,
    200,
    width,
    26,
  );
  y = wrappedText(ctx, 'Glass jar and metal lid: recycle separately.', x, y + 6, width, 26);
  if (recipe.version === 2) {
    ctx.font = font({ size: 17, style: 'italic' });
    wrappedText(
      ctx,
      '*Compared with our previous recipe: 48.5 g sugars per 100 g.',
      x,
      y + 6,
      width,
      22,
    );
  }
  drawEan13(ctx, ean13('204100512347'), x + (width - 113 * 3.2) / 2, height - 210, 3.2, 130);
}

function paintJamLabel(recipe: JamRecipe): ArtworkPainter {
  return (ctx, width, height) => {
    ctx.fillStyle = CREAM;
    ctx.fillRect(0, 0, width, height);
    const side = width * 0.29;
    backPanel(ctx, recipe, 40, side - 70, height);
    brandPanel(ctx, recipe, side, width - 2 * side, height);
    legalPanel(ctx, recipe, width - side + 40, side - 80, height);
    // Overlap area where the label's ends meet on the jar: keep it free of content.
    ctx.fillStyle = 'rgba(142,23,48,0.12)';
    ctx.fillRect(0, 0, 16, height);
    ctx.fillRect(width - 16, 0, 16, height);
  };
}

/** Version 1 of the Fjord & Field lingonberry jam label. */
export const paintJamLabelV1: ArtworkPainter = paintJamLabel(RECIPES[1]);
/** Version 2: new recipe burst, "30% less sugar" badge, 370 g, updated ingredients and nutrition. */
export const paintJamLabelV2: ArtworkPainter = paintJamLabel(RECIPES[2]);
