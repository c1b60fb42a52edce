import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { sceneItem } from '../model/hit-test';
import { drawItems, type PathContext } from './draw-scene';

function canvas(width = 200, height = 200) {
  const surface = createCanvas(width, height);
  const ctx = surface.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  const pixel = (x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data];
  const drawing: PathContext = ctx;
  return { ctx: drawing, pixel };
}

const identity = { scale: 1, offsetX: 0, offsetY: 0 };
const everything = { x: 0, y: 0, width: 1000, height: 1000 };

describe('drawing the scene', () => {
  it('strokes a box 2 CSS pixels wide in its colour, with a faint fill inside', () => {
    const { ctx, pixel } = canvas();
    drawItems(
      ctx,
      [sceneItem('a', { type: 'rect', points: [20, 20, 120, 120], color: '#ff0000' }, false)],
      identity,
      everything,
      1,
    );
    expect(pixel(20, 70)).toEqual([255, 0, 0, 255]);
    const inside = pixel(70, 70);
    expect(inside[0]).toBe(255);
    expect(inside[1]).toBeLessThan(255);
    expect(inside[1]).toBeGreaterThan(200);
    expect(pixel(150, 150)).toEqual([255, 255, 255, 255]);
  });

  it('keeps lines 2 CSS pixels wide at any raster density', () => {
    const { ctx, pixel } = canvas();
    // Raster made at 4 device pixels per CSS pixel: the line is 8 raster pixels wide.
    drawItems(
      ctx,
      [sceneItem('a', { type: 'arrow', points: [10, 100, 190, 100], color: '#0000ff' }, false)],
      identity,
      everything,
      4,
    );
    expect(pixel(50, 97)).toEqual([0, 0, 255, 255]);
    expect(pixel(50, 110)).toEqual([255, 255, 255, 255]);
  });

  it('fades completed annotations', () => {
    const { ctx, pixel } = canvas();
    drawItems(
      ctx,
      [sceneItem('a', { type: 'freehand', points: [10, 50, 190, 50], color: '#000000' }, true)],
      identity,
      everything,
      2,
    );
    const [r] = pixel(100, 50);
    expect(r).toBeGreaterThan(100);
    expect(r).toBeLessThan(200);
  });

  it('draws pins as a disc with a white rim and skips what is outside the view', () => {
    const { ctx, pixel } = canvas();
    const pin = sceneItem('p', { type: 'pin', points: [100, 100], color: '#00ff00' }, false);
    const far = sceneItem(
      'f',
      { type: 'rect', points: [5000, 5000, 5100, 5100], color: '#ff0000' },
      false,
    );
    drawItems(
      ctx,
      [pin, far],
      { scale: 1, offsetX: 0, offsetY: 0 },
      { x: 0, y: 0, width: 200, height: 200 },
      1,
    );
    expect(pixel(100, 100)).toEqual([0, 255, 0, 255]);
  });

  it('puts a numbered badge of the marker size on a region’s corner, with the number in white', () => {
    const { ctx, pixel } = canvas();
    const box = sceneItem(
      'b',
      { type: 'rect', points: [100, 100, 190, 190], color: '#0000ff' },
      false,
      7,
    );
    drawItems(ctx, [box], identity, everything, 1, 12);
    // Inside the badge's disc (radius 12) beyond the box's corner: the box's colour or the
    // number's white, never the paper's plain white with nothing around.
    const [r, g, b] = pixel(92, 92);
    expect(r).toBeLessThan(100);
    expect(g).toBeLessThan(100);
    expect(b).toBe(255);
    expect(pixel(100, 89)).not.toEqual([255, 255, 255, 255]);
    // Outside the radius the paper stays white; a box without a number has no badge.
    expect(pixel(100, 86)).toEqual([255, 255, 255, 255]);
    const plain = canvas();
    drawItems(plain.ctx, [{ ...box, label: undefined }], identity, everything, 1, 12);
    expect(plain.pixel(92, 92)).toEqual([255, 255, 255, 255]);
  });

  it('maps page pixels through the raster transform', () => {
    const { ctx, pixel } = canvas();
    drawItems(
      ctx,
      [sceneItem('a', { type: 'rect', points: [0, 0, 100, 100], color: '#ff0000' }, false)],
      { scale: 0.5, offsetX: 10, offsetY: 10 },
      everything,
      1,
    );
    expect(pixel(10, 30)).toEqual([255, 0, 0, 255]);
    expect(pixel(60, 30)).toEqual([255, 0, 0, 255]);
  });
});
