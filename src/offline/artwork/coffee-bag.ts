import type { DrawingContext } from '@/offline/platform/processing/types';
import { centredText, font, seededRandom, wrappedText, type ArtworkPainter } from './draw-kit';

/** Pixel size of the stand-up pouch front (about 127 x 178 mm at 200 dpi). */
export const COFFEE_BAG_SIZE = { width: 1000, height: 1400 } as const;

const ESPRESSO = '#2b1b14';
const KRAFT = '#c9a77c';
const TEAL = '#1f6f6f';
const COPPER = '#b8733a';
const PAPER = '#f4ead8';

function kraftBackground(ctx: DrawingContext, width: number, height: number): void {
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#d4b38a');
  gradient.addColorStop(1, KRAFT);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  // Paper fibres, seeded so every run draws the same bag.
  const random = seededRandom(42);
  ctx.lineWidth = 1;
  for (let i = 0; i < 900; i++) {
    ctx.strokeStyle = random() > 0.5 ? 'rgba(90,60,30,0.10)' : 'rgba(255,255,255,0.12)';
    const x = random() * width;
    const y = random() * height;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 6 + random() * 14, y + random() * 4 - 2);
    ctx.stroke();
  }
}

function sealAndValve(ctx: DrawingContext, width: number): void {
  ctx.fillStyle = 'rgba(43,27,20,0.16)';
  ctx.fillRect(0, 0, width, 90);
  ctx.strokeStyle = 'rgba(43,27,20,0.35)';
  ctx.lineWidth = 2;
  for (let x = 0; x < width; x += 12) {
    ctx.beginPath();
    ctx.moveTo(x, 20);
    ctx.lineTo(x + 6, 70);
    ctx.stroke();
  }
  // Tear notch and degassing valve position.
  ctx.fillStyle = ESPRESSO;
  ctx.beginPath();
  ctx.moveTo(0, 100);
  ctx.lineTo(18, 110);
  ctx.lineTo(0, 120);
  ctx.fill();
  ctx.strokeStyle = ESPRESSO;
  ctx.setLineDash([6, 6]);
  ctx.beginPath();
  ctx.arc(width / 2, 170, 34, 0, Math.PI * 2);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.font = font({ size: 14 });
  ctx.fillStyle = ESPRESSO;
  ctx.textAlign = 'center';
  ctx.fillText('valve', width / 2, 175);
  ctx.textAlign = 'left';
}

function bean(ctx: DrawingContext, x: number, y: number, size: number, angle: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
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

function roastScale(ctx: DrawingContext, x: number, y: number, level: number): void {
  ctx.fillStyle = ESPRESSO;
  ctx.font = font({ size: 24, weight: 'bold' });
  ctx.fillText('ROAST', x, y);
  for (let i = 0; i < 5; i++) {
    ctx.beginPath();
    ctx.arc(x + 120 + i * 42, y - 8, 14, 0, Math.PI * 2);
    ctx.fillStyle = i < level ? ESPRESSO : 'rgba(43,27,20,0.18)';
    ctx.fill();
  }
  ctx.fillStyle = ESPRESSO;
  ctx.font = font({ size: 18 });
  ctx.fillText('light', x + 106, y + 30);
  ctx.fillText('dark', x + 262, y + 30);
}

/** Front of a 250 g coffee pouch for the invented brand Acme Roast. */
export const paintCoffeeBag: ArtworkPainter = (ctx, width, height) => {
  kraftBackground(ctx, width, height);
  sealAndValve(ctx, width);

  const labelX = 90;
  const labelW = width - 180;
  ctx.fillStyle = PAPER;
  ctx.beginPath();
  ctx.roundRect(labelX, 260, labelW, 980, 28);
  ctx.fill();
  ctx.strokeStyle = COPPER;
  ctx.lineWidth = 5;
  ctx.stroke();

  ctx.fillStyle = ESPRESSO;
  centredText(ctx, 'ACME ROAST', width / 2, 360, labelW - 80, {
    size: 92,
    weight: 'bold',
    family: 'serif',
  });
  ctx.fillStyle = COPPER;
  centredText(ctx, 'COFFEE COMPANY \u00b7 EST. 1998', width / 2, 410, labelW - 120, {
    size: 28,
    weight: 'bold',
  });

  ctx.fillStyle = TEAL;
  ctx.fillRect(labelX, 450, labelW, 150);
  ctx.fillStyle = PAPER;
  centredText(ctx, 'Single Origin', width / 2, 510, labelW - 80, {
    size: 40,
    style: 'italic',
    family: 'serif',
  });
  centredText(ctx, 'ETHIOPIA YIRGACHEFFE', width / 2, 570, labelW - 80, {
    size: 52,
    weight: 'bold',
  });

  const random = seededRandom(3);
  for (let i = 0; i < 9; i++)
    bean(ctx, width / 2 - 230 + i * 58, 690 + random() * 40, 30 + random() * 8, random() * Math.PI);

  ctx.fillStyle = ESPRESSO;
  ctx.font = font({ size: 30, weight: 'bold' });
  ctx.fillText('Tasting notes', labelX + 50, 830);
  ctx.font = font({ size: 28, style: 'italic', family: 'serif' });
  wrappedText(
    ctx,
    'Bergamot, jasmine and ripe apricot, with a honeyed finish.',
    labelX + 50,
    875,
    labelW - 100,
    36,
  );
  roastScale(ctx, labelX + 50, 1010, 2);

  ctx.fillStyle = COPPER;
  ctx.fillRect(labelX + 50, 1080, labelW - 100, 4);
  ctx.fillStyle = ESPRESSO;
  ctx.font = font({ size: 34, weight: 'bold' });
  ctx.fillText('WHOLE BEAN', labelX + 50, 1140);
  ctx.textAlign = 'right';
  ctx.fillText('250 g \u212e', labelX + labelW - 50, 1140);
  ctx.textAlign = 'left';
  ctx.font = font({ size: 22 });
  ctx.fillText('Washed process \u00b7 1,900-2,200 m \u00b7 Heirloom varieties', labelX + 50, 1190);

  ctx.fillStyle = ESPRESSO;
  centredText(
    ctx,
    'Roasted in small batches in Leeds \u00b7 Recyclable with soft plastics',
    width / 2,
    height - 80,
    width - 120,
    { size: 22 },
  );
};
