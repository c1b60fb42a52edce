import { describe, expect, it } from 'vitest';
import { pngSize, WORK_PIXELS, workingSize } from './working-size';

describe('workingSize', () => {
  it('keeps a small page as it is', () => {
    expect(workingSize({ width: 1800, height: 640 })).toEqual({ width: 1800, height: 640 });
  });

  it('shrinks a huge page to the budget, keeping its aspect', () => {
    const size = workingSize({ width: 10_000, height: 10_000 });
    expect(size.width * size.height).toBeLessThanOrEqual(WORK_PIXELS);
    expect(size.width).toBe(size.height);
    expect(size.width).toBe(2000);
  });
});

describe('pngSize', () => {
  it('reads width and height from the IHDR chunk', () => {
    const header = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0,
      0x27, 0x10, 0, 0, 0x02, 0x80,
    ]);
    expect(pngSize(header)).toEqual({ width: 10_000, height: 640 });
  });

  it('answers null for anything else', () => {
    expect(pngSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
    expect(pngSize(new Uint8Array(30))).toBeNull();
  });
});
