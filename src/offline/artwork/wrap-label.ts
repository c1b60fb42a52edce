import type { DrawingContext } from '@/offline/platform/processing/types';
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

/** Pixel size of a wrap-around label (about 228 x 81 mm at 200 dpi). */
export const WRAP_LABEL_SIZE = { width: 1800, height: 640 } as const;

/** The back and legal panels' share of the label's width each; the brand panel has the rest. */
export const WRAP_SIDE_SHARE = 0.29;

/** Nutrition values per 100 g or 100 ml, as {@link nutritionRows} takes them. */
export type NutritionValues = Parameters<typeof nutritionRows>[0];

/** One printed edition of a product's label: what a new version changes. */
export interface LabelEdition {
  netQuantity: string;
  ingredients: string;
  nutrition: NutritionValues;
  /** A "new recipe" edition: the burst, the claim pill and the claim's footnote. */
  claim?: { burst: [string, string]; pill: string; footnote: string };
}

/** Brand, product and colours of one demo product's wrap-around label. */
export interface WrapLabelTheme {
  brand: string;
  /** The product's name as the demo project names it (tests check it is on the artwork). */
  product: string;
  tagline: string;
  /** What the picture on the front shows. */
  hero: 'berries' | 'beans';
  colours: { main: string; paper: string; second: string; accent: string; ink: string };
  per: '100 g' | '100 ml';
  storage: string;
  producer: string;
  recycling: string;
  bestBefore: string;
  gtin12: string;
}

function backPanel(
  ctx: DrawingContext,
  theme: WrapLabelTheme,
  edition: LabelEdition,
  x: number,
  width: number,
  height: number,
): void {
  ctx.fillStyle = theme.colours.ink;
  ctx.font = font({ size: 26, weight: 'bold' });
  ctx.fillText('Ingredients', x, 70);
  ctx.font = font({ size: 21 });
  let y = wrappedText(ctx, edition.ingredients, x, 104, width, 28);
  y += 10;
  y += drawNutritionTable(ctx, nutritionRows(edition.nutrition), x, y, width, 30, theme.per);
  ctx.fillStyle = theme.colours.ink;
  ctx.font = font({ size: 19, style: 'italic' });
  wrappedText(ctx, theme.storage, x, Math.min(y + 34, height - 40), width, 24);
}

function berrySprig(ctx: DrawingContext, theme: WrapLabelTheme, cx: number): void {
  const random = seededRandom(7);
  for (let i = 0; i < 7; i++)
    leaf(
      ctx,
      cx - 150 + i * 50,
      390 + random() * 20,
      70,
      -0.6 + random() * 1.2,
      theme.colours.second,
    );
  for (let i = 0; i < 16; i++)
    berry(
      ctx,
      cx - 170 + random() * 340,
      370 + random() * 90,
      16 + random() * 10,
      i % 3 ? '#b3123a' : '#d0203f',
    );
}

function coffeeBeans(ctx: DrawingContext, cx: number): void {
  const random = seededRandom(3);
  for (let i = 0; i < 9; i++) {
    ctx.save();
    ctx.translate(cx - 200 + i * 50, 400 + random() * 40);
    ctx.rotate(random() * Math.PI);
    const size = 26 + random() * 6;
    ctx.fillStyle = '#4a2c1d';
    ctx.beginPath();
    ctx.ellipse(0, 0, size, size * 0.7, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#24140d';
    ctx.lineWidth = size / 6;
    ctx.beginPath();
    ctx.moveTo(-size * 0.8, 0);
    ctx.bezierCurveTo(-size * 0.3, -size * 0.3, size * 0.3, size * 0.3, size * 0.8, 0);
    ctx.stroke();
    ctx.restore();
  }
}

function brandPanel(
  ctx: DrawingContext,
  theme: WrapLabelTheme,
  edition: LabelEdition,
  x: number,
  width: number,
  height: number,
): void {
  const { main, paper, second, accent, ink } = theme.colours;
  const cx = x + width / 2;
  ctx.fillStyle = main;
  ctx.fillRect(x, 0, width, height);
  ctx.fillStyle = paper;
  ctx.beginPath();
  ctx.ellipse(cx, height / 2, width * 0.46, height * 0.44, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = accent;
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.ellipse(cx, height / 2, width * 0.44, height * 0.42, 0, 0, Math.PI * 2);
  ctx.stroke();

  ctx.fillStyle = second;
  centredText(ctx, theme.brand.toUpperCase(), cx, 150, width * 0.7, {
    size: 44,
    weight: 'bold',
    family: 'serif',
  });
  ctx.fillStyle = main;
  centredText(ctx, theme.product, cx, 235, width * 0.78, {
    size: 86,
    weight: 'bold',
    family: 'serif',
  });
  ctx.fillStyle = ink;
  centredText(ctx, theme.tagline, cx, 280, width * 0.7, {
    size: 24,
    style: 'italic',
    family: 'serif',
  });
  if (theme.hero === 'berries') berrySprig(ctx, theme, cx);
  else coffeeBeans(ctx, cx);

  ctx.fillStyle = ink;
  centredText(ctx, `${edition.netQuantity} \u212e`, cx, height - 62, 200, {
    size: 34,
    weight: 'bold',
  });

  if (edition.claim) {
    const [first, second_] = edition.claim.burst;
    ctx.fillStyle = accent;
    starburst(ctx, x + width - 95, 105, 82, 62, 18);
    ctx.fillStyle = main;
    centredText(ctx, first, x + width - 95, 98, 100, { size: 34, weight: 'bold' });
    centredText(ctx, second_, x + width - 95, 130, 100, { size: 24, weight: 'bold' });
    ctx.fillStyle = second;
    ctx.beginPath();
    ctx.roundRect(x + 40, height - 150, 210, 70, 35);
    ctx.fill();
    ctx.fillStyle = paper;
    centredText(ctx, edition.claim.pill, x + 145, height - 105, 190, { size: 26, weight: 'bold' });
  }
}

function legalPanel(
  ctx: DrawingContext,
  theme: WrapLabelTheme,
  edition: LabelEdition,
  x: number,
  width: number,
  height: number,
): void {
  ctx.fillStyle = theme.colours.ink;
  ctx.font = font({ size: 22, weight: 'bold' });
  ctx.fillText('Best before:', x, 70);
  ctx.strokeStyle = theme.colours.ink;
  ctx.lineWidth = 2;
  ctx.setLineDash([8, 6]);
  ctx.strokeRect(x, 86, width, 64);
  ctx.setLineDash([]);
  ctx.font = font({ size: 16, style: 'italic' });
  ctx.fillText(theme.bestBefore, x + 12, 124);

  ctx.font = font({ size: 20 });
  let y = wrappedText(ctx, theme.producer, x, 200, width, 26);
  y = wrappedText(ctx, theme.recycling, x, y + 6, width, 26);
  if (edition.claim) {
    ctx.font = font({ size: 17, style: 'italic' });
    wrappedText(ctx, edition.claim.footnote, x, y + 6, width, 22);
  }
  drawEan13(ctx, ean13(theme.gtin12), x + (width - 113 * 3.2) / 2, height - 210, 3.2, 130);
}

/**
 * A wrap-around label (back panel, brand panel, legal panel) of one demo product; the
 * brand panel carries the product's own name, the back panel its ingredients and nutrition.
 */
export function paintWrapLabel(theme: WrapLabelTheme, edition: LabelEdition): ArtworkPainter {
  return (ctx, width, height) => {
    ctx.fillStyle = theme.colours.paper;
    ctx.fillRect(0, 0, width, height);
    const side = width * WRAP_SIDE_SHARE;
    backPanel(ctx, theme, edition, 40, side - 70, height);
    brandPanel(ctx, theme, edition, side, width - 2 * side, height);
    legalPanel(ctx, theme, edition, width - side + 40, side - 80, height);
    // Overlap area where the label's ends meet on the pack: keep it free of content.
    ctx.globalAlpha = 0.12;
    ctx.fillStyle = theme.colours.main;
    ctx.fillRect(0, 0, 16, height);
    ctx.fillRect(width - 16, 0, 16, height);
    ctx.globalAlpha = 1;
  };
}
