import type { DrawingContext } from '@/offline/platform/processing/types';
import { font } from './draw-kit';

/** One row of a nutrition declaration; `sub` rows are the "of which" lines. */
interface NutritionRow {
  label: string;
  value: string;
  sub?: boolean;
}

/** Nutrition values per 100 g (or 100 ml for drinks), in the order EU labels list them. */
export function nutritionRows(values: {
  kj: number;
  kcal: number;
  fat: number;
  saturates: number;
  carbohydrate: number;
  sugars: number;
  fibre?: number;
  protein: number;
  salt: number;
}): NutritionRow[] {
  const g = (n: number) => `${n.toFixed(1)} g`;
  const rows: NutritionRow[] = [
    { label: 'Energy', value: `${values.kj} kJ / ${values.kcal} kcal` },
    { label: 'Fat', value: g(values.fat) },
    { label: 'of which saturates', value: g(values.saturates), sub: true },
    { label: 'Carbohydrate', value: g(values.carbohydrate) },
    { label: 'of which sugars', value: g(values.sugars), sub: true },
  ];
  if (values.fibre !== undefined) rows.push({ label: 'Fibre', value: g(values.fibre) });
  rows.push(
    { label: 'Protein', value: g(values.protein) },
    { label: 'Salt', value: g(values.salt) },
  );
  return rows;
}

/** Draws a boxed "Nutrition declaration, per 100 g" (or 100 ml) table at (x, y) of the given width; returns its height. */
export function drawNutritionTable(
  ctx: DrawingContext,
  rows: readonly NutritionRow[],
  x: number,
  y: number,
  width: number,
  rowHeight: number,
  per: '100 g' | '100 ml' = '100 g',
): number {
  const size = rowHeight * 0.55;
  const height = rowHeight * (rows.length + 1);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(x, y, width, height);
  ctx.strokeStyle = '#111111';
  ctx.lineWidth = Math.max(1, rowHeight / 16);
  ctx.strokeRect(x, y, width, height);
  ctx.fillStyle = '#111111';
  ctx.fillRect(x, y, width, rowHeight);
  ctx.fillStyle = '#ffffff';
  ctx.font = font({ size, weight: 'bold' });
  ctx.fillText('Nutrition declaration', x + size * 0.5, y + rowHeight * 0.68);
  ctx.textAlign = 'right';
  ctx.fillText(`per ${per}`, x + width - size * 0.5, y + rowHeight * 0.68);
  ctx.textAlign = 'left';
  rows.forEach((row, i) => {
    const top = y + rowHeight * (i + 1);
    const baseline = top + rowHeight * 0.68;
    if (i > 0) {
      ctx.beginPath();
      ctx.moveTo(x, top);
      ctx.lineTo(x + width, top);
      ctx.stroke();
    }
    ctx.fillStyle = '#111111';
    ctx.font = font({ size, weight: row.sub ? 'normal' : 'bold' });
    ctx.fillText(row.label, x + size * (row.sub ? 1.5 : 0.5), baseline);
    ctx.font = font({ size });
    ctx.textAlign = 'right';
    ctx.fillText(row.value, x + width - size * 0.5, baseline);
    ctx.textAlign = 'left';
  });
  return height;
}
