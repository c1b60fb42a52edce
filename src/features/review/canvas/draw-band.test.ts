import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { sceneItem } from '../model/hit-test';
import { drawBand } from './draw-band';
import { drawPage } from './draw-scene';
import type { OverviewBand } from './page-images';

const PAGE = { width: 100, height: 100 };
const GREY = [0xe2, 0xe8, 0xf0, 255];

function raster(width = 30, height = 30) {
  const surface = createCanvas(width, height);
  const ctx = surface.getContext('2d');
  const pixel = (x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data];
  return { ctx: ctx as unknown as CanvasRenderingContext2D, pixel };
}

/** A band image in one colour (the overview's pixels of those rows). */
function band(top: number, bottom: number, colour: string, last = false): OverviewBand {
  const image: Canvas = createCanvas(40, Math.max(1, Math.round((bottom - top) * 0.4)));
  const ctx = image.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, image.width, image.height);
  return { image: image as unknown as ImageBitmap, top, bottom, last };
}

describe('a page that fills in from the top', () => {
  it('shows the rows still on their way in grey, never in the paper’s white', () => {
    const { ctx, pixel } = raster();
    drawPage(ctx, PAGE, null, null, { scale: 0.3, offsetX: 0, offsetY: 0 }, 50);
    expect(pixel(10, 5)).toEqual([255, 255, 255, 255]);
    expect(pixel(10, 25)).toEqual(GREY);
  });

  it('paints bands that meet between raster rows with no seam and nothing past them', () => {
    const { ctx, pixel } = raster();
    const t = { scale: 0.35, offsetX: 0, offsetY: 0 };
    drawPage(ctx, PAGE, null, null, t, 0);
    // Page rows 0..33.3 and 33.3..66.7: the boundary falls inside raster row 11.
    drawBand(ctx, PAGE, band(0, 100 / 3, '#ff0000'), t, [], 1);
    drawBand(ctx, PAGE, band(100 / 3, 200 / 3, '#ff0000'), t, [], 1);
    for (let y = 0; y < 23; y++) expect(pixel(15, y)).toEqual([255, 0, 0, 255]);
    expect(pixel(15, 24)).toEqual(GREY);
  });

  it('draws the annotations over a band again, only within its rows', () => {
    const { ctx, pixel } = raster(100, 100);
    const t = { scale: 1, offsetX: 0, offsetY: 0 };
    drawPage(ctx, PAGE, null, null, t, 0);
    const line = sceneItem(
      'a',
      { type: 'freehand', points: [50, 0, 50, 100], color: '#0000ff' },
      false,
    );
    drawBand(ctx, PAGE, band(0, 40, '#00ff00'), t, [line], 1);
    expect(pixel(50, 20)).toEqual([0, 0, 255, 255]);
    expect(pixel(20, 20)).toEqual([0, 255, 0, 255]);
    // Below the band the line waits for its rows, as the page does.
    expect(pixel(50, 60)).toEqual(GREY);
  });

  it('paints a detail raster only within its drawn part, the band unsqueezed', () => {
    const { ctx, pixel } = raster(40, 40);
    ctx.fillStyle = '#000000';
    ctx.fillRect(0, 0, 40, 40);
    // A detail of page rows 50..70 at 1:1 whose canvas (kept) is bigger than its drawing.
    const t = { scale: 1, offsetX: 0, offsetY: -50 };
    // Its upper half (page rows 40..50) green, its lower half red.
    const twoTone = band(40, 60, '#ff0000');
    const image = twoTone.image as unknown as Canvas;
    const half = image.getContext('2d');
    half.fillStyle = '#00ff00';
    half.fillRect(0, 0, image.width, image.height / 2);
    drawBand(ctx, PAGE, twoTone, t, [], 1, { width: 30, height: 20 });
    // Page rows 50..60 (the red half) land on raster rows 0..10; the rest of the raster stays.
    expect(pixel(10, 3)).toEqual([255, 0, 0, 255]);
    expect(pixel(10, 8)).toEqual([255, 0, 0, 255]);
    expect(pixel(10, 15)).toEqual([0, 0, 0, 255]);
    expect(pixel(35, 5)).toEqual([0, 0, 0, 255]);
  });
});
