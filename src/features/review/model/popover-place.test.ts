import { describe, expect, it } from 'vitest';
import { placeBeside } from './popover-place';

const form = { width: 288, height: 230 };

describe('placeBeside', () => {
  it('puts the form below and after the shape when there is room', () => {
    expect(
      placeBeside({ x: 50, y: 40, width: 20, height: 20 }, { width: 1000, height: 700 }, form, 12),
    ).toEqual({ left: 82, top: 72 });
  });

  it('never covers a pin near the bottom of a phone-sized canvas: it goes above', () => {
    const pin = { x: 190, y: 500, width: 16, height: 16 };
    const place = placeBeside(pin, { width: 390, height: 560 }, form, 12);
    expect(place.top + form.height).toBeLessThanOrEqual(pin.y);
  });

  it('goes beside a pin in the middle of a short canvas where above and below are too small', () => {
    const pin = { x: 40, y: 140, width: 16, height: 16 };
    const place = placeBeside(pin, { width: 700, height: 300 }, form, 12);
    expect(place.left).toBeGreaterThanOrEqual(pin.x + pin.width);
  });

  it('stays inside the canvas when the shape fills it', () => {
    const big = { x: 0, y: 0, width: 390, height: 560 };
    const place = placeBeside(big, { width: 390, height: 560 }, form, 12);
    expect(place.left + form.width).toBeLessThanOrEqual(390 - 12);
    expect(place.top + form.height).toBeLessThanOrEqual(560 - 12);
  });
});
